import LegiblePalette

/// Where a pair is shown: the UI file and line of the element, and what identifies the element for a reader.
public struct UsageSite: Sendable, Hashable, Comparable {
    public var location: SourceLocation
    /// Interface Builder `id`, Android `android:id` (`@+id/title`), a Swift type and property.
    public var elementID: String?
    /// `label`, `button`, `UILabel`, `TextView`, `com.google.android.material.button.MaterialButton`, `Text`.
    public var elementClass: String?
    /// The element's text or `accessibilityIdentifier`/`contentDescription`, when it has one.
    public var text: String?

    public init(location: SourceLocation, elementID: String? = nil, elementClass: String? = nil, text: String? = nil) {
        self.location = location
        self.elementID = elementID
        self.elementClass = elementClass
        self.text = text
    }

    public static func < (a: UsageSite, b: UsageSite) -> Bool {
        (a.location, a.elementID ?? "", a.elementClass ?? "") < (b.location, b.elementID ?? "", b.elementClass ?? "")
    }
}
