import Cocoa

final class AboutWindowController: NSWindowController {}

/// Loads `StatsPane.xib` by default: its nib name is nil, so AppKit looks for the class name without "Controller".
final class StatsPaneController: NSViewController {}
