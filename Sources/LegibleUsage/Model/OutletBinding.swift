import LegiblePalette

/// A storyboard or xib element that code reaches by an outlet: `<outlet property="titleLabel" destination="abc-12"/>`
/// in the connections of the object whose class is `ownerClass` (a view controller, a cell, the File's Owner). Code of
/// that class may set the element's colors (`titleLabel.textColor = …`), which replace the document's.
public struct OutletBinding: Sendable, Hashable {
    /// The storyboard or xib.
    public var path: String
    /// The element's IB `id`.
    public var elementID: String
    /// `customClass` of the object that holds the outlet (`ProfileViewController`).
    public var ownerClass: String
    /// The outlet's property name (`titleLabel`).
    public var property: String
    /// Whether the document is AppKit (macOS), UIKit (iOS), or nil when not known: code of the other platform's class
    /// of the same name (an app's iOS and Mac targets) does not recolor it.
    public var isMac: Bool? = nil

    public init(path: String, elementID: String, ownerClass: String, property: String) {
        self.path = path
        self.elementID = elementID
        self.ownerClass = ownerClass
        self.property = property
    }
}
