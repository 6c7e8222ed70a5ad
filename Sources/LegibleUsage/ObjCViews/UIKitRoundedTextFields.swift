import Foundation
import LegibleCore
import LegiblePalette

/// A `UITextField` whose `borderStyle` is the rounded rectangle (`UITextBorderStyleRoundedRect`, the style a
/// storyboard gives a new field) draws its own rounded fill under its text and placeholder (UIKit,
/// "UITextField.BorderStyle.roundedRect": "Displays a rounded-style border for the text field", drawn by the field's
/// own background view): the text sits on that fill, not on the bar or view the field is added to. Its light fill is
/// white; its dark fill UIKit does not document, so the dark pair needs review (an app that shows light only keeps the
/// light pair, `AppleForcedAppearance`). A field whose own `backgroundColor` code sets keeps that layer (the reader's
/// "its own backgroundColor").
enum UIKitRoundedTextFields {
    /// How code writes the rounded style.
    static let roundedStyles: Set<String> = [
        "UITextBorderStyleRoundedRect", ".roundedRect", "UITextField.BorderStyle.roundedRect",
        "UITextBorderStyle.roundedRect",
    ]

    /// The pairs of text `pair` drawn on the field whose rounded style is written at `style`: the light pair on white,
    /// the dark pair on `systemBackground` for review. The fill is opaque: what lies under the field (and any review
    /// of it) no longer matters; `state` (a state that may draw a highlight) still does.
    static func pairs(_ pair: ObservedPair, state: ReviewReason?, style: SourceLocation, written: String)
        -> [ObservedPair]
    {
        let place = "\((style.path as NSString).lastPathComponent):\(style.line)"
        let drawn = "a rounded-rect text field draws its own fill under its text (borderStyle \(written), \(place))"
        var light = pair
        light.background = .inline(
            NamedColor(
                name: "white", origin: "UIKit rounded-rect text field",
                variants: [ColorVariant(appearance: .light, value: .color(.white), source: style)]))
        light.over = nil
        light.appearances = [.light, .lightHighContrast]
        light.evidence = evidence(pair.evidence, drawn + ": white in light")
        light.review = state
        var dark = pair
        dark.background = SwiftViewDefaults.system("systemBackground", at: style)
        dark.over = nil
        dark.appearances = [.dark, .darkHighContrast]
        dark.evidence = evidence(pair.evidence, drawn)
        dark.review =
            state
            ?? ReviewReason(
                .systemValue, drawn + ", whose dark color UIKit does not document (systemBackground shown)")
        return [light, dark]
    }

    /// The pair's evidence with the layer found under the field replaced by the field's fill (the placeholder note
    /// kept).
    private static func evidence(_ old: String, _ fill: String) -> String {
        let placeholder = "the platform's placeholder color (placeholderText); "
        return (old.hasPrefix(placeholder) ? placeholder : "") + fill
    }
}
