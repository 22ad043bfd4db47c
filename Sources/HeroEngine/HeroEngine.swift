// HeroEngine: placeholder until its issue lands.
