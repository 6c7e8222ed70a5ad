import LegiblePalette

/// How a control draws its text while it is disabled, for a pair whose element is a control: the color it then draws
/// (AppKit's `disabledControlTextColor` for a cell in `controlTextColor`, a UIKit button's disabled-state title color)
/// or why that color is not known, and whether the document itself disables the control (`enabled="NO"`).
///
/// The document's state holds unless code sets the control's `enabled` (`CodeEnabledState`): a control disabled
/// there that no code enables draws only its disabled look; one that code enables or disables under a condition is
/// two pairs, one per state.
struct DisabledLook: Sendable, Hashable {
    enum Drawn: Sendable, Hashable {
        /// The disabled text color, and how it was found (`disabledControlTextColor, which AppKit draws …`).
        case color(ObservedColor, how: String)
        /// Why the disabled text color is not known.
        case unknown(String)
    }

    var drawn: Drawn
    /// `enabled="NO" on textFieldCell (line 618)` when the document disables the control; nil when it is enabled there.
    var disabledInDocument: String?
    /// `enabled bound to representedObject.isHistory (line 39)` when a Cocoa binding decides the control's `enabled`
    /// at run time: both states are drawn.
    var binding: String? = nil
    /// The text color the look was found for: code that replaces it (`CodeRecolor`) makes the look unknown.
    var enabledForeground: ObservedColor
}
