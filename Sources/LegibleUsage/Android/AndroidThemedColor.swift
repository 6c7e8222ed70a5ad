import LegiblePalette

/// What a color attribute of a layout element means in one theme.
enum AndroidThemedColor: Equatable {
    /// `@color/name` that the palette defines (directly or through theme attributes).
    case resource(String)
    /// A concrete value (`#hex`, `@android:color/white`, a library theme default) with where it was written.
    case value(ColorValue, SourceLocation)
    /// A drawable, selector or other non-color (`@drawable/card`, `?attr/selectableItemBackground`), as written.
    case notColor(String)
    /// `@null` or transparent: nothing drawn.
    case none
    case unresolved(String)
}
