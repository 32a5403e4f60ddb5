\ System words of the Core word sets that are simplest in Forth.
\ They are compiled once, when the system is built; their steps count.
