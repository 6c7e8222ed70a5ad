/// The edits of a text view's text storage that put attributed text in it (`NSTextStorage`, a subclass of
/// `NSMutableAttributedString`: `setAttributedString:`, `appendAttributedString:`,
/// `insertAttributedString:atIndex:`, `replaceCharactersInRange:withAttributedString:`; Apple,
/// "NSMutableAttributedString"). The text they add carries its own attributes, its foreground color among them
/// (`NSForegroundColorAttributeName`), so the view's `textColor` is not what that text is drawn in.
enum CodeTextStorageEdits {
    /// Objective-C selectors, with the index of the attributed-string argument.
    static let attributedArgument: [String: Int] = [
        "setAttributedString:": 0, "appendAttributedString:": 0, "insertAttributedString:atIndex:": 0,
        "replaceCharactersInRange:withAttributedString:": 1,
    ]

    /// The text view a receiver chain ending in its text storage names (`["outputView"]` for
    /// `self.outputView.textStorage`).
    static func textView(of chain: [String]) -> [String]? {
        guard chain.count > 1, chain.last == "textStorage" else { return nil }
        return Array(chain.dropLast())
    }
}
