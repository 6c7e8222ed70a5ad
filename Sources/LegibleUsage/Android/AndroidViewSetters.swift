import LegibleJVMSyntax
import LegiblePalette

/// What Kotlin and Java code sets on a view, read on the syntax tree (`JVMTreeWalk`), so that comments, strings and
/// calls written over several lines are read as the compiler reads them: a method called on the view
/// (`title.setTextColor(…)`, `binding.cover.setVisibility(View.GONE)`, `cover.animate().alpha(0f)`) or a property
/// assigned (`binding.cover.visibility = View.GONE`, `label.text = Html.fromHtml(…)`). `methods` and `properties` are
/// the one list of what is read, each with the key it sets (`AndroidCodeColor.Key`) and the value it must have.
enum AndroidViewSetters {
    /// The value a setter must be given to set its key.
    enum Value: Hashable {
        /// Any value: it is the color, drawable or hint set.
        case any
        /// One of these constants (`View.GONE`, also written `android.view.View.GONE`).
        case constant([String])
        /// The boolean literal.
        case boolean(Bool)
        /// The number 0 (`0`, `0f`, `0.0f`).
        case zero
        /// A value built by a class whose name starts so (`Html.fromHtml(…)`, `HtmlCompat.…`, `SpannableString(…)`).
        case builtBy([String])
    }

    /// A setter: the key it sets, the value it needs, and `through` when it is called on what a call of that name on
    /// the view returns (`view.animate().alpha(0f)`).
    struct Setter {
        var key: AndroidCodeColor.Key
        var value: Value
        var through: String? = nil
        /// The most arguments the view's own method takes (`ImageView.setColorFilter(color, mode)`): a call with more
        /// names its view first (`RemoteViews.setTextColor(R.id.x, color)`).
        var arguments = 1
    }

    static let hiddenConstants = Value.constant(["View.GONE", "View.INVISIBLE"])
    static let linkingText = Value.builtBy(["Html", "Spann"])

    /// Methods called on a view, by name.
    static let methods: [String: Setter] = [
        "setTextColor": Setter(key: .text, value: .any),
        "setBackgroundColor": Setter(key: .background, value: .any),
        "setBackgroundResource": Setter(key: .background, value: .any),
        "setCardBackgroundColor": Setter(key: .background, value: .any),
        "setBackgroundTintList": Setter(key: .background, value: .any),
        "setBackground": Setter(key: .background, value: .any),
        "setBackgroundDrawable": Setter(key: .background, value: .any),
        // An icon's tint (`ImageView.setColorFilter(color[, mode])`, `setImageTintList`), a text's hint and link colors.
        "setColorFilter": Setter(key: .tint, value: .any, arguments: 2),
        "setImageTintList": Setter(key: .tint, value: .any),
        "setHintTextColor": Setter(key: .hintColor, value: .any),
        "setLinkTextColor": Setter(key: .linkColor, value: .any),
        // Code that hides the view (a cover shown only until content loads): what it draws is not always there.
        "setVisibility": Setter(key: .hidden, value: hiddenConstants),
        "setHint": Setter(key: .hint, value: .any),
        // Focus given to a field (a dialog's only field, focused as it opens).
        "requestFocus": Setter(key: .focus, value: .any),
        // Text that holds links: made clickable, auto-linked, or set from HTML or spans (`AndroidLinks`).
        "setMovementMethod": Setter(key: .link, value: .any),
        "setAutoLinkMask": Setter(key: .link, value: .any),
        "setLinksClickable": Setter(key: .link, value: .boolean(true)),
        "setText": Setter(key: .link, value: linkingText),
        // Faded out: a property animation to alpha 0, or alpha set to 0.
        "alpha": Setter(key: .hidden, value: .zero, through: "animate"),
        "setAlpha": Setter(key: .hidden, value: .zero),
        // Enabled or disabled: a disabled view draws its color state lists' disabled items.
        "setEnabled": Setter(key: .enabled, value: .any),
        // The selected or activated state a state-list background draws (`AndroidSelectedStates`).
        "setSelected": Setter(key: .selected, value: .any),
        "setActivated": Setter(key: .activated, value: .any),
    ]

    /// Properties assigned on a view (Kotlin's synthetic properties of the setters), by name.
    static let properties: [String: Setter] = [
        "backgroundTintList": Setter(key: .background, value: .any),
        "background": Setter(key: .background, value: .any),
        "imageTintList": Setter(key: .tint, value: .any),
        "colorFilter": Setter(key: .tint, value: .any),
        "visibility": Setter(key: .hidden, value: hiddenConstants),
        "isSelected": Setter(key: .selected, value: .any),
        "isActivated": Setter(key: .activated, value: .any),
        "isVisible": Setter(key: .hidden, value: .boolean(false)),
        "isGone": Setter(key: .hidden, value: .boolean(true)),
        "isInvisible": Setter(key: .hidden, value: .boolean(true)),
        "hint": Setter(key: .hint, value: .any),
        "movementMethod": Setter(key: .link, value: .any),
        "autoLinkMask": Setter(key: .link, value: .any),
        "linksClickable": Setter(key: .link, value: .boolean(true)),
        "text": Setter(key: .link, value: linkingText),
        "alpha": Setter(key: .hidden, value: .zero),
        "isEnabled": Setter(key: .enabled, value: .any),
    ]

    /// What sets the text a view draws (`title.setText(R.string.x)`, `binding.label.text = name`, a switch's
    /// `textOn`): a text widget no code gives text and whose layout gives none draws no text (`AndroidDrawnText`).
    static let contentMethods: [String: Setter] = Dictionary(
        uniqueKeysWithValues: [
            "setText", "append", "setTextOn", "setTextOff", "setTextKeepState", "setPrecomputedText",
        ]
        .map { ($0, Setter(key: .content, value: .any)) })
    static let contentProperties: [String: Setter] = Dictionary(
        uniqueKeysWithValues: ["text", "textOn", "textOff"].map { ($0, Setter(key: .content, value: .any)) })

    /// Every setter a method of that name is (`setText` sets the text, and links when given HTML).
    static func methodSetters(_ name: String) -> [Setter] {
        [methods[name], contentMethods[name], visibilityMethods[name]].compactMap { $0 }
    }

    /// Every setter a property of that name is.
    static func propertySetters(_ name: String) -> [Setter] {
        [properties[name], contentProperties[name], visibilityProperties[name]].compactMap { $0 }
    }

    /// What sets a view's visibility, whatever the value (`setVisibility(state)`, `isVisible = loaded`): a view code
    /// sets so may be hidden at times (`AndroidCoveringSiblings`).
    static let visibilityMethods: [String: Setter] = ["setVisibility": Setter(key: .visibility, value: .any)]
    static let visibilityProperties: [String: Setter] = Dictionary(
        uniqueKeysWithValues: ["visibility", "isVisible", "isGone", "isInvisible"].map {
            ($0, Setter(key: .visibility, value: .any))
        })

    /// What tints a drawable (`Drawable.setTint`, `setTintList`, `setColorFilter`), and the `DrawableCompat` helpers
    /// that tint the drawable passed first (`DrawableCompat.setTint(DrawableCompat.wrap(row.background), color)`).
    static let drawableTints: Set<String> = ["setTint", "setTintList", "setColorFilter"]
    static let drawableTintHelpers = ["DrawableCompat.setTint", "DrawableCompat.setTintList"]

    /// The view whose drawable an expression is, and what that drawable is to it: `row.background`,
    /// `row.getBackground()` → (`row`, `.background`); `icon.drawable`, `icon.getDrawable()` → (`icon`, `.tint`);
    /// through `mutate()` and `DrawableCompat.wrap(…)`. Nil for a drawable reached otherwise (a local, a resource).
    static func drawableOwner(_ e: JVMExpression) -> (view: JVMExpression, key: AndroidCodeColor.Key)? {
        let e = AndroidFileViews.uncast(e)
        switch e.kind {
        case .call(let callee, let arguments):
            guard let (name, receiver) = callee.calledName else { return nil }
            if name == "mutate", arguments.isEmpty, let receiver { return drawableOwner(receiver) }
            if name == "wrap", callee.dottedPath?.hasSuffix("DrawableCompat.wrap") == true, arguments.count == 1 {
                return drawableOwner(arguments[0].value)
            }
            guard arguments.isEmpty, let receiver else { return nil }
            return drawableKeys[name].map { (receiver, $0) }
        case .member(let base, let name, _):
            return drawableKeys[name].map { (base, $0) }
        default: return nil
        }
    }

    /// A view's drawables by the getter or property that reaches them, with the color they draw.
    static let drawableKeys: [String: AndroidCodeColor.Key] = [
        "background": .background, "getBackground": .background, "drawable": .tint, "getDrawable": .tint,
    ]

    /// Calls that turn the text of the view passed first into links (`Linkify.addLinks(label, Linkify.WEB_URLS)`).
    static let linkingHelpers = ["Linkify.addLinks", "LinkifyCompat.addLinks"]

    /// Names whose use makes text hold links, where no view read above is given it (`AppUtils.setTextWithLinks(
    /// findViewById(id), AppUtils.fromHtml(html))`, `val title = fromHtml(text)` shown later): a link on a view no id
    /// pins, so any text of the file's layouts may hold links. Calls by name or suffix, types by part of their name.
    static let linkCalls = ["fromHtml"]
    static let linkCallSuffixes = ["WithLinks"]
    static let linkTypes = ["LinkMovementMethod", "Linkify", "URLSpan", "ClickableSpan"]

    /// Helpers that show or hide the view passed first, `animate(view, enterOrExit, …)` (`animate(binding.cover,
    /// false, 300)` fades the cover out): with `false` second, the view is hidden.
    static let hidingHelpers = ["animate"]

    /// Whether `value` is what `wanted` asks for.
    static func accepts(_ value: JVMExpression?, _ wanted: Value) -> Bool {
        switch wanted {
        case .any: return true
        case .constant(let names):
            guard let path = value?.dottedPath else { return false }
            return names.contains { path == $0 || path.hasSuffix("." + $0) }
        case .boolean(let flag):
            return value?.kind == .literal(flag ? "true" : "false", .boolean)
        case .zero:
            guard case .literal(let text, .number) = value?.kind else { return false }
            let digits = text.filter { $0 != "_" }.trimmingSuffix { "fFdDlL".contains($0) }
            return Double(digits) == 0
        case .builtBy(let prefixes):
            guard let value, let root = rootName(value) else { return false }
            return prefixes.contains { root.hasPrefix($0) }
        }
    }

    /// The name a member and call chain starts from: `Html` in `Html.fromHtml(s).trim()`, `SpannableString` in
    /// `SpannableString(s)`.
    static func rootName(_ e: JVMExpression) -> String? {
        var e = e
        while true {
            switch e.kind {
            case .name(let name): return name
            case .member(let base, _, _): e = base
            case .call(let callee, _): e = callee
            default: return nil
            }
        }
    }
}

extension Substring {
    /// The text without the trailing characters `drop` says.
    func trimmingSuffix(while drop: (Character) -> Bool) -> Substring {
        var text = self
        while let last = text.last, drop(last) { text = text.dropLast() }
        return text
    }
}

extension String {
    func trimmingSuffix(while drop: (Character) -> Bool) -> Substring { Substring(self).trimmingSuffix(while: drop) }
}
