// Written the way SwiftGen's xcassets template writes its output (own code): color accessors over the catalog.
#if os(macOS)
  import AppKit
#elseif os(iOS)
  import UIKit
#endif
#if canImport(SwiftUI)
  import SwiftUI
#endif

public enum Asset {
  public enum Colors {
    public enum Label {
      public static let primary = ColorAsset(name: "Colors/Label/primary")
      public static let secondary = ColorAsset(name: "Colors/Label/secondary")
    }
  }
}

public final class ColorAsset {
  public fileprivate(set) var name: String

  #if os(macOS)
  public typealias Color = NSColor
  #elseif os(iOS)
  public typealias Color = UIColor
  #endif

  public private(set) lazy var color: Color = {
    guard let color = Color(asset: self) else {
      fatalError("Unable to load color asset named \(name).")
    }
    return color
  }()

  #if canImport(SwiftUI)
  public private(set) lazy var swiftUIColor: SwiftUI.Color = {
    SwiftUI.Color(asset: self)
  }()
  #endif

  fileprivate init(name: String) {
    self.name = name
  }
}
