// The palette model lives in LegiblePaletteModel (Foundation-free, no reading); a module that reads palettes imports
// LegiblePalette and gets the model with it, so dependants need no second import.
@_exported import LegiblePaletteModel
