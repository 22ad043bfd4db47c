// HeroScene: placeholder until its issue lands.
