import LegibleJVMSyntax

/// A button of an alert dialog's own button bar, which code reaches with `AlertDialog.getButton(whichButton)`
/// (`dialog.getButton(AlertDialog.BUTTON_POSITIVE).setTextColor(…)`, `DialogInterface.BUTTON_NEGATIVE`, the values
/// `-1`, `-2`, `-3`): Android's `AlertDialog.getButton` returns the `Button` the dialog's `AlertController` creates in
/// its own button panel (`android:id/button1` … `button3` of the platform's or AppCompat's alert layout), not a view of
/// a layout the app inflates. A write on it (or on a local holding it: `AndroidReceiverViews`) colors no element of
/// the app's layouts: it is not a write on a view Legible could not identify (`AndroidCodeColor.unpinnedID`), which
/// would reach every text of the layouts the file shows.
enum AndroidDialogButtons {
    /// The names of `AlertDialog`'s (and `DialogInterface`'s) button constants.
    static let constants: Set<String> = ["BUTTON_POSITIVE", "BUTTON_NEGATIVE", "BUTTON_NEUTRAL"]

    /// Whether `e` is `x.getButton(BUTTON_…)` (through casts), the call `AlertDialog` answers with one of its buttons.
    static func isDialogButton(_ e: JVMExpression) -> Bool {
        guard case .call(let callee, let arguments) = AndroidFileViews.uncast(e).kind, arguments.count == 1,
            callee.calledName?.name == "getButton"
        else { return false }
        let which = arguments[0].value
        if let path = which.dottedPath, let last = path.split(separator: ".").last {
            return constants.contains(String(last))
        }
        if case .unary("-", let operand, postfix: false) = which.kind, case .literal(let n, .number) = operand.kind {
            return ["1", "2", "3"].contains(n)
        }
        return false
    }
}
