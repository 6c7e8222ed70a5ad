import LegibleCLI
