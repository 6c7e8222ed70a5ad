import LegiblePalette

/// Whether a text widget draws text of its own, so that its text color (`android:textColor`, or its widget's default)
/// is a pair (Android's `TextView.onDraw` lays out `getText()`, else the hint when the text is empty):
///
/// - an editable field draws what the user types: the EditText family (`EditText`, `TextInputEditText`, the
///   auto-complete fields), a view whose `android:inputType` (on it or its style) is not `none`, or
///   `android:editable="true"`. Its text color is a pair, and its hint (`AndroidHints`) is another when it has one;
/// - a compound button or chip of the platform or a library (`CheckBox`, `RadioButton`, the switches, `Chip`, with
///   their AppCompat and Material classes), and a `TextView` that shows a hint, draw text only when the layout or
///   style gives them `android:text` (a data binding expression `@{…}` on any attribute counts), or code sets it:
///   `setText(…)`, `.text = …`, `append(…)`, `textOn`/`textOff`, on its id in any file read
///   (`AndroidCodeScan.textSetIDs`), on a view no id pins in a file showing its layout, or inside a scope function
///   (`apply { text = … }`). Otherwise its text color is drawn on nothing: not a text use, counted in
///   `UsageScan.textColorsNotDrawn` (a switch with no label draws only its track and thumb; a `TextView` with only a
///   hint draws the hint, whose pair stays).
///
/// Kept, as they may draw text Legible does not see: app classes built on a widget (they may set their own text), views
/// of libraries not read, `ToggleButton` (it draws `textOn`/`textOff`, "ON"/"OFF" by default, with no text set), and
/// every widget when no Kotlin or Java file was read. A `TextView` or `Button` with neither text nor hint is kept too
/// (its evidence says code sets its text), unless it is a platform text view code cannot find: no `android:id`, no
/// `android:tag`, and no code read sets the text of a view it does not find by id (a leftover placeholder), or a
/// Material icon button (`app:icon`, no text) whose text no code read sets: it draws its icon alone.
extension AndroidLayoutWalker {
    /// Compound buttons and chips of the platform and the libraries: a control that draws only its mark (a check box,
    /// a radio button, a switch's track and thumb, a chip's icon) unless given text.
    static let controlsDrawingGivenText: Set<String> = [
        "CheckBox", "AppCompatCheckBox", "MaterialCheckBox", "RadioButton", "AppCompatRadioButton",
        "MaterialRadioButton", "Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch", "Chip",
    ]

    /// Text views of the platform and the libraries: with a hint and no text they draw the hint alone.
    static let textViews: Set<String> = ["TextView", "AppCompatTextView", "MaterialTextView"]

    /// Widgets the user types into.
    static let editableWidgets: Set<String> = [
        "EditText", "AppCompatEditText", "TextInputEditText", "AutoCompleteTextView", "AppCompatAutoCompleteTextView",
        "MaterialAutoCompleteTextView", "MultiAutoCompleteTextView", "AppCompatMultiAutoCompleteTextView",
        "ExtendedEditText",
    ]

    /// Whether the user types into `element`.
    func isEditable(_ element: AndroidXMLElement, overlays: [String]) -> Bool {
        let simple = AndroidViewKinds.simpleName(element.name)
        if Self.editableWidgets.contains(simple) { return true }
        if let base = context.platformSuperclasses[simple],
            Self.editableWidgets.contains(AndroidViewKinds.simpleName(base))
        {
            return true
        }
        let own = style(element, themes[0], overlays)
        if let inputType = own.value("android:inputType", includingTextAppearance: false)?.raw, inputType != "none" {
            return true
        }
        return own.value("android:editable", includingTextAppearance: false)?.raw == "true"
    }

    /// Why `element`, a widget of `widgetsDrawingGivenText`, draws no text of its own; nil when it draws some or may.
    func textNotDrawn(_ element: AndroidXMLElement, chain: [AndroidXMLElement], overlays: [String]) -> String? {
        let simple = AndroidViewKinds.simpleName(element.name)
        guard context.wordsInCode != nil,
            Self.controlsDrawingGivenText.contains(simple)
                || Self.textViews.contains(simple)
                    && (showsHint(element, chain: chain, overlays: overlays) || !Self.codeCanFind(element))
                || isIconButton(element, overlays: overlays),
            !isEditable(element, overlays: overlays),
            style(element, themes[0], overlays).value("android:text", includingTextAppearance: false) == nil,
            !element.attributes.values.contains(where: { $0.hasPrefix("@{") || $0.hasPrefix("@={") })
        else { return nil }
        if let id = AndroidViewKinds.idName(element.attributes["android:id"]),
            context.textSetIDs.contains(AndroidCodeColor.matchKey(id))
        {
            return nil
        }
        guard codeSets(element, file: file(atChainIndex: chain.count - 1), .content).isEmpty else { return nil }
        if !Self.codeCanFind(element) {
            return "it has no android:text in the layout or its style, and no android:id or android:tag code could "
                + "find it by, and no code read sets the text of a view it does not find by id"
        }
        return "it has no android:text in the layout or its style, and no code read sets its text"
    }

    /// Material's icon button: a `MaterialButton` (or an app class built on it) given an `app:icon`, on the element or
    /// by its style. With no text it draws its icon alone (`MaterialButton` lays out the icon with no text beside it).
    func isIconButton(_ element: AndroidXMLElement, overlays: [String]) -> Bool {
        let simple = AndroidViewKinds.simpleName(element.name)
        let base = context.platformSuperclasses[simple].map(AndroidViewKinds.simpleName) ?? simple
        guard base == "MaterialButton",
            let icon = style(element, themes[0], overlays).value("app:icon", includingTextAppearance: false)?.raw
        else { return false }
        return icon != "@null"
    }

    /// Whether code can find `element` to give it text: by its `android:id` (`findViewById`, view binding) or its
    /// `android:tag` (`findViewWithTag`). A platform text view with neither, and no text of its own, draws nothing.
    static func codeCanFind(_ element: AndroidXMLElement) -> Bool {
        element.attributes["android:id"] != nil || element.attributes["android:tag"] != nil
    }
}

extension AndroidLayoutWalker {
    /// What says a text widget's text color is drawn on nothing (`textNotDrawn`), on the element's line, naming no
    /// attribute: it is no text use, not a use left unchecked.
    static let notDrawnMarker = "shows no text of its own"

    static func notDrawnNote(_ element: AndroidXMLElement, path: String, why: String) -> Diagnostic {
        .warning(
            SourceLocation(path: path, line: element.line),
            "\(describe(element)) \(notDrawnMarker): \(why), so its text color is not a text use (textColorsNotDrawn)")
    }
}
