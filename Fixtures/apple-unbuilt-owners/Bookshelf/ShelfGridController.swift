import Cocoa

/// The shelf as a grid: loads `ShelfGrid.xib` by default (its class name less "Controller").
final class ShelfGridController: NSViewController {}
