/// Which elements draw text in a default color, and which widget's default that is (`AndroidDefaultTextColor`):
///
/// - a widget of `AndroidThemeDefaults.textWidgets` (`TextView`, `Button`, `MaterialCheckBox`, …);
/// - an app class built on one, through its superclasses in the code read (`class PriceLabel : AppCompatTextView`):
///   that widget's default;
/// - a class the code read does not declare, named after one (`com.example.lib.EmojiTextView`, a library's view): that
///   widget's default, needing review, as the library class may draw its text in another color;
/// - a text widget whose default Legible does not know (`ToggleButton`, `Chip`, `CheckedTextView`, auto-complete
///   fields), and a class of unknown kind with text attributes (`android:text`, `android:hint`, `android:textSize`,
///   `android:textAppearance`): not checked, with that reason.
///
/// View groups, images and views with no text attribute of a kind Legible does not know draw no text and stay out.
enum AndroidDefaultTextUse {
    /// The kind of text use an element is.
    enum Kind {
        /// A known widget, with what the class is when it is the app's own (for the evidence).
        case widget(AndroidThemeDefaults.TextWidget, appClass: String?)
        /// A class of another library named after a known widget: the widget, and why the pair needs review.
        case library(AndroidThemeDefaults.TextWidget, String)
        /// Text drawn in a color Legible does not know: why.
        case unknown(String)
    }

    /// Text widgets of the framework and the libraries whose default text color is not in the table.
    static let unlistedTextWidgets: Set<String> = [
        "MultiAutoCompleteTextView", "AppCompatMultiAutoCompleteTextView", "CheckedTextView",
        "AppCompatCheckedTextView", "ToggleButton", "AppCompatToggleButton", "Chip", "ExtendedFloatingActionButton",
        "TextClock", "Chronometer",
    ]

    /// Attributes only a view that draws text reads.
    static let textAttributes = [
        "android:text", "android:hint", "android:textSize", "android:textAppearance", "android:textStyle",
    ]

    /// Class names that end like a text widget and draw none (`FloatingActionButton`, `ImageButton`).
    static func drawsNoText(_ simpleName: String) -> Bool {
        simpleName.hasSuffix("FloatingActionButton") && simpleName != "ExtendedFloatingActionButton"
            || simpleName.hasSuffix("ImageButton") || simpleName.hasSuffix("RadioGroup")
    }

    /// The kind of text use `element` is, nil when it draws no text. `superclasses`: the app's classes with the
    /// platform or library class each is built on.
    static func kind(of element: AndroidXMLElement, superclasses: [String: String]) -> Kind? {
        let simple = AndroidViewKinds.simpleName(element.name)
        if AndroidViewKinds.drawsNoText(element.name) || AndroidViewKinds.obstruction(element.name) != nil
            || drawsNoText(simple)
        {
            return nil
        }
        let hasText = textAttributes.contains { element.attributes[$0] != nil }
        if let widget = AndroidThemeDefaults.textWidget(simple) { return .widget(widget, appClass: nil) }
        if unlistedTextWidgets.contains(simple) {
            return .unknown("\(simple)'s default text color is not one Legible knows")
        }
        if let superclass = superclasses[simple] {
            let base = AndroidViewKinds.simpleName(superclass)
            if drawsNoText(base) || AndroidViewKinds.drawsNoText(base) || AndroidViewKinds.obstruction(base) != nil {
                return nil
            }
            if let widget = AndroidThemeDefaults.textWidget(base) { return .widget(widget, appClass: simple) }
            if unlistedTextWidgets.contains(base) {
                return .unknown("\(simple) is built on \(base), whose default text color is not one Legible knows")
            }
            if let widget = AndroidThemeDefaults.textWidget(namedLike: base) {
                return .library(
                    widget,
                    "\(simple) is built on \(superclass), a class not in the repository (a library's view), which "
                        + "may draw its text in another color than \(widget.name)'s default")
            }
            return hasText
                ? .unknown("\(simple) is built on \(superclass), a view class Legible does not know as a text view")
                : nil
        }
        if let widget = AndroidThemeDefaults.textWidget(namedLike: simple) {
            return .library(
                widget,
                "\(element.name) is not in the repository (a library's view), and may draw its text in another "
                    + "color than \(widget.name)'s default")
        }
        return hasText
            ? .unknown(
                "\(element.name) is a view class not in the repository that Legible does not know: the color it draws "
                    + "its text in is not known")
            : nil
    }
}

extension AndroidLayoutWalker {
    enum DefaultTextColors {
        /// The default per theme, the evidence note and the review a library class needs.
        case colors([(AndroidTheme?, String?)], note: String, review: ReviewReason?)
        case unknown(String)
    }

    /// What the evidence and the warnings of a text in its widget's default color say.
    static let defaultMarker = "no text color set"
    static let defaultNotePrefix = "; \(defaultMarker): "

    /// "; it has no android:text in the layout: code sets its text" for an element that sets no text (nor hint).
    static func textNote(_ element: AndroidXMLElement) -> String {
        element.attributes["android:text"] == nil && element.attributes["android:hint"] == nil
            ? "; it has no android:text in the layout: code sets its text" : ""
    }

    /// Why the fill under a button's text is not known: under a framework theme (or none) a `Button` with no
    /// background of its own draws the platform's button drawable (`btn_default_material`, tinted
    /// `?attr/colorButtonNormal`), which is not read; an AppCompat button (`buttonLibrary`) in a style whose bezel
    /// `AndroidControlFills.appCompatButtonFill` does not know. (AppCompat's own bezel and a `MaterialButton`'s fill
    /// are known: `AndroidControlFills`.)
    func platformButtonFill(
        _ element: AndroidXMLElement, widget: AndroidThemeDefaults.TextWidget, library: AndroidThemeDefaults.Library?,
        _ theme: AndroidTheme?, _ overlays: [String]
    ) -> String? {
        guard widget.name == "AppCompatButton" || widget.name == "Button" else { return nil }
        let buttons = buttonLibrary(element, theme: theme)
        guard buttons == nil || buttons == .appCompat || buttons == .framework else { return nil }
        let own = style(element, theme, overlays)
        guard Self.backgroundAttributes.allSatisfy({ own.value($0, includingTextAppearance: false) == nil }) else {
            return nil
        }
        if buttons == .appCompat, let theme {
            let styles = controlStyles(element, theme: theme, library: buttons)
            guard case .unknown(let why) = AndroidControlFills.appCompatButtonFill(styleChain: styles) else {
                return nil
            }
            return "draws AppCompat's button bezel under its text, and \(why)"
        }
        return "draws the platform's button drawable (tinted ?attr/colorButtonNormal) under its text, whose fill "
            + "Legible does not read"
    }

    /// The library whose button `element` is under `theme`: a `<Button>` tag is a `MaterialButton` only where the
    /// theme inflates Material views (`AndroidThemeDefaults.inflatesMaterialButtons`), an `AppCompatButton` under
    /// AppCompat and Bridge themes; an `AppCompatButton` named as a class is AppCompat's under any library theme.
    func buttonLibrary(_ element: AndroidXMLElement, theme: AndroidTheme?) -> AndroidThemeDefaults.Library? {
        let library = library(of: theme)
        guard let theme, let library, library != .framework else { return library }
        switch AndroidViewKinds.simpleName(element.name) {
        case "AppCompatButton": return .appCompat
        case "Button":
            guard let external = context.sheet.chain(theme.base, night: theme.night).external else { return library }
            return AndroidThemeDefaults.inflatesMaterialButtons(external) ? library : .appCompat
        default: return library
        }
    }

    /// A button with no `android:text` (nor hint) in a Material 3 icon button style (`AndroidThemeDefaults.isIconButtonStyle`)
    /// in some theme: it draws its icon, not text. (Text its code would set on it is not followed.)
    func isIconOnly(_ element: AndroidXMLElement) -> Bool {
        guard element.attributes["android:text"] == nil, element.attributes["android:hint"] == nil else { return false }
        return themes.contains { theme in
            guard let theme else { return false }
            return controlStyles(element, theme: theme, library: library(of: theme)).contains(
                where: AndroidThemeDefaults.isIconButtonStyle)
        }
    }

    /// The library a theme inherits (Material 3, Material Components, AppCompat), nil for a framework theme.
    func library(of theme: AndroidTheme?) -> AndroidThemeDefaults.Library? {
        guard let theme else { return nil }
        return context.sheet.chain(theme.base, night: theme.night).external.flatMap(AndroidThemeDefaults.family(of:))?
            .library
    }

    /// The text color `element` is drawn in when nothing sets one, per theme (`AndroidDefaultTextUse`,
    /// `AndroidDefaultTextColor`); nil when it draws no text.
    ///
    /// With `styleOnly`, the color the element's style or its widget's default style sets itself
    /// (`AndroidDefaultTextColor.styleColor`), which wins over the element's `android:textAppearance`: nil when that
    /// color comes from a text appearance, or is not known, in any theme.
    func defaultTextColors(
        _ element: AndroidXMLElement, chain: [AndroidXMLElement], overlays: [String], styleOnly: Bool = false
    ) -> DefaultTextColors? {
        guard let kind = AndroidDefaultTextUse.kind(of: element, superclasses: context.platformSuperclasses) else {
            return nil
        }
        let widget: AndroidThemeDefaults.TextWidget
        var review: ReviewReason?
        var what: String
        switch kind {
        case .unknown(let why): return .unknown(why)
        case .widget(let found, let appClass):
            widget = found
            what = appClass.map { "\($0), the app's class built on a \(found.name)" } ?? found.name
        case .library(let found, let why):
            widget = found
            what = "\(AndroidViewKinds.simpleName(element.name)) as a \(found.name)"
            review = ReviewReason(.customDrawing, why)
        }
        if widget.name == "Button" || widget.name == "AppCompatButton", isIconOnly(element) { return nil }
        if let why = AndroidToggleGroupButtons.checkableReason(chain) { return .unknown("for \(what) \(why)") }
        let textField = chain.dropLast().last(where: AndroidTextFieldBox.isTextInputLayout)
        var raws: [(AndroidTheme?, String?)] = []
        var hows: [String] = []
        for theme in themes {
            let library = library(of: theme)
            if review == nil, let why = platformButtonFill(element, widget: widget, library: library, theme, overlays) {
                review = ReviewReason(.customDrawing, "\(what) \(why)")
            }
            // A `<Button>` the theme inflates as an `AppCompatButton` has that widget's default.
            let inflated =
                widget.name == "Button" && buttonLibrary(element, theme: theme) == .appCompat
                ? AndroidThemeDefaults.textWidget("AppCompatButton") ?? widget : widget
            let resolver = AndroidDefaultTextColor(
                style: style(element, theme, overlays), widget: inflated, library: library,
                textField: textField)
            var found = AndroidDefaultTextColor.DefaultStyle()
            guard let outcome = styleOnly ? resolver.styleColor(&found) : resolver.resolve() else { return nil }
            if styleOnly, case .unknown = outcome { return nil }
            switch outcome {
            case .unknown(let why): return .unknown("for \(what) \(why)")
            case .color(let raw, let how):
                raws.append((theme, raw))
                hows.append(how)
            }
        }
        let how = hows.first.map { $0 + (Set(hows).count > 1 ? " (differs by theme)" : "") } ?? ""
        if styleOnly {
            return .colors(
                raws,
                note: "; \(what) draws \(how), which its default style sets and TextView applies over the element's "
                    + "android:textAppearance", review: review)
        }
        return .colors(
            raws, note: "\(Self.defaultNotePrefix)\(what) draws \(how)\(Self.textNote(element))", review: review)
    }
}
