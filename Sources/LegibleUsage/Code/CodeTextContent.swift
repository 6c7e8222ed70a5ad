/// Code that may give a view its text (`EmptyTexts`): a write of its `text`, `stringValue` (or another value AppKit
/// draws as text: `objectValue`, `integerValue`, …) or placeholder (`setText:`, `setStringValue:`, key-value coding),
/// whatever the value: one Legible cannot evaluate sets it too. Kept as an assignment of `key` on the view
/// (`CodeColorAssignments`); an attributed text or a title is kept under its own key and counts as well (`keys`).
enum CodeTextContent {
    static let key = "text content"
    /// The view properties whose value is drawn as the view's text or placeholder.
    static let properties: Set<String> = [
        "text", "stringValue", "objectValue", "integerValue", "intValue", "doubleValue", "floatValue", "placeholder",
        "placeholderString", "attributedPlaceholder", "placeholderAttributedString",
    ]
    /// The assignment keys that each set what the view draws as text.
    static let keys: Set<String> = [key, "attributedText", "title"]
}
