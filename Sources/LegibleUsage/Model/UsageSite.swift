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
    /// When the pair is shown, where the element shows more than one: the state of a color chosen by a condition
    /// ("when isUnread", "otherwise") or the OS releases a system color's value applies to ("iOS 26"); nil when
    /// the pair is shown whatever the state.
    public var condition: String?

    public init(
        location: SourceLocation, elementID: String? = nil, elementClass: String? = nil, text: String? = nil,
        condition: String? = nil
    ) {
        self.location = location
        self.elementID = elementID
        self.elementClass = elementClass
        self.text = text
        self.condition = condition
    }

    public static func < (a: UsageSite, b: UsageSite) -> Bool {
        (a.location, a.elementID ?? "", a.elementClass ?? "", a.condition ?? "") < (
            b.location, b.elementID ?? "", b.elementClass ?? "", b.condition ?? ""
        )
    }
}
