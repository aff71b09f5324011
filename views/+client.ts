// Every page runs the same small client entry: it hydrates whatever islands the page has.
import '../src/ui/islands/client'
