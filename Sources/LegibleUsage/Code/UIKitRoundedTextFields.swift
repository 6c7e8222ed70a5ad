import Foundation
import LegibleCore
import LegiblePalette

/// A `UITextField` whose `borderStyle` is the rounded rectangle draws its own rounded fill under its text and
/// placeholder (UIKit, "UITextField.BorderStyle.roundedRect": "Displays a rounded-style border for the text field",
/// drawn by the field's own background view): the text sits on that fill, not on the bar or view the field is added
/// to. Its light fill is white; its dark fill is a private dynamic color (`_textFieldBackgroundColor`, as UIKit's own
/// description of the field's background view names it) that UIKit does not document, so the dark pair needs review
/// (an app that shows light only keeps the light pair, `AppleForcedAppearance`). A field given a `backgroundColor` of
/// its own keeps that layer.
///
/// One declaration for every way an app makes the field:
/// - Objective-C code, `field.borderStyle = UITextBorderStyleRoundedRect` (`ObjCViewsReader`);
/// - Swift code, `field.borderStyle = .roundedRect` (`UIKitColorUses`); `UITextField()` draws no border (the
///   property's default is `.none`), so only a field whose style code writes is rounded;
/// - Interface Builder, `borderStyle="roundedRect"` on an iOS `<textField>` (`IBBackgroundResolver`). Xcode writes the
///   attribute for every style but none, the default of `UITextField` (a field taken from its library is written
///   `borderStyle="roundedRect"`): a field without the attribute draws no border.
enum UIKitRoundedTextFields {
    /// How code writes the rounded style.
    static let roundedStyles: Set<String> = [
        "UITextBorderStyleRoundedRect", ".roundedRect", "UITextField.BorderStyle.roundedRect",
        "UITextBorderStyle.roundedRect",
    ]

    /// What the fill's color is named after (`isFill`).
    static let origin = "UIKit rounded-rect text field"

    /// An Interface Builder element that is a rounded-rect UIKit text field (an AppKit document's `textField` is an
    /// `NSTextField`, whose bezels `IBBezeledFields` reads).
    static func isRounded(_ element: IBNode, isMac: Bool) -> Bool {
        !isMac && element.name == "textField" && element["borderStyle"] == "roundedRect"
    }

    /// The field's fill in light: white, from the line that makes the field rounded.
    static func lightFill(at style: SourceLocation) -> ObservedColor {
        .inline(
            NamedColor(
                name: "white", origin: origin,
                variants: [ColorVariant(appearance: .light, value: .color(.white), source: style)]))
    }

    /// Whether `color` is the field's fill (`lightFill`): a layer read from a document (`OutletLayers`) that is the
    /// fill stands for both of the field's pairs.
    static func isFill(_ color: ObservedColor) -> Bool {
        if case .inline(let c) = color { return c.origin == origin }
        return false
    }

    /// The pairs of text `pair` drawn on the field whose rounded style is written at `style`: the light pair on white,
    /// the dark pair on `systemBackground` for review, each kept to the appearances the pair already had (a theme or
    /// the pre-iOS 13 fallback by the base it builds on). The fill is
    /// opaque: what lies under the field (and any review of it) no longer matters; `state` (a state that may draw a
    /// highlight, a review the caller keeps) still does. `note` is added to the evidence.
    static func pairs(
        _ pair: ObservedPair, state: ReviewReason?, style: SourceLocation, written: String, note: String = ""
    ) -> [ObservedPair] {
        let place = "\((style.path as NSString).lastPathComponent):\(style.line)"
        let drawn = "a rounded-rect text field draws its own fill under its text (borderStyle \(written), \(place))"
        let all = pair.appearances ?? Appearance.allCases
        var light = pair
        light.background = lightFill(at: style)
        light.over = nil
        light.appearances = all.filter { !$0.isDark }
        light.evidence = evidence(pair.evidence, drawn + ": white in light") + note
        light.review = state
        var dark = pair
        dark.background = SwiftViewDefaults.system("systemBackground", at: style)
        dark.over = nil
        dark.appearances = all.filter(\.isDark)
        dark.evidence = evidence(pair.evidence, drawn) + note
        dark.review =
            state
            ?? ReviewReason(
                .systemValue, drawn + ", whose dark color UIKit does not document (systemBackground shown)")
        return [light, dark].filter { !($0.appearances ?? []).isEmpty }
    }

    /// The pair's evidence with the layer found under the field replaced by the field's fill (the placeholder note
    /// kept).
    private static func evidence(_ old: String, _ fill: String) -> String {
        let placeholder = "the platform's placeholder color (placeholderText); "
        return (old.hasPrefix(placeholder) ? placeholder : "") + fill
    }
}
