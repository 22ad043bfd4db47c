// HeroTestSupport: placeholder until its issue lands.
