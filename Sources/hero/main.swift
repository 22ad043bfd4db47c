print("hero: the CLI arrives with issue 4")
