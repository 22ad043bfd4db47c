// HeroCompositor: placeholder until its issue lands.
