/// An app's extension of a UIKit or AppKit text view class whose method sets the view's own attributed text
/// (`extension UITextView { func addLinks(…) { …; self.attributedText = linked } }`): a call on a view
/// (`aboutTextView.addLinks(…)`) sets that view's attributed text, as if the call wrote the extension's line itself
/// (Swift, "Extensions": an extension's method runs on the instance it is called on; `self` is that view). The colors
/// the string gives every run are the view's text color (`SwiftAttributedColors`); a string whose colors are not read
/// (a color handed in, a color over part of it) leaves the view for review at the extension's line, never the
/// document's text color. Only calls in the file that declares the extension are followed; a method name two such
/// extensions write differently is not followed. `Fixtures/apple-extension-attributed-text`.
struct ViewExtensionTextWrites {
    /// One write of `self.attributedText` in an extension method: the value as written, its colors when read.
    struct Write {
        var value: String
        var colors: AttributedTextRuns.Colors?
        var line: Int
    }

    /// A call of such a method on a view: the receiver chain and the context of the caller.
    struct Call {
        var method: String
        var chain: [String]
        var owner: String
        var locals: [String: CodeLocalBinding]
        var inProgrammaticInit: Bool
    }

    /// The text view classes whose attributed text an extension may set.
    static let textViewClasses: Set<String> = [
        "UILabel", "UITextView", "UITextField", "NSTextField", "NSTextView",
    ]

    /// The view properties that hold the attributed text (`attributedStringValue`: AppKit's `NSTextField`).
    static let properties: Set<String> = ["attributedText", "attributedStringValue"]

    /// The names of the extensions' methods, found before any body is walked.
    var methods: Set<String> = []
    /// Method name → its writes of the view's own attributed text.
    var writes: [String: [Write]] = [:]
    var calls: [Call] = []

    /// The one write a method name stands for; nil when none, or when two differ.
    func write(of method: String) -> Write? {
        guard let all = writes[method], let first = all.first,
            all.allSatisfy({ $0.value == first.value && $0.colors == first.colors })
        else { return nil }
        return first
    }
}
