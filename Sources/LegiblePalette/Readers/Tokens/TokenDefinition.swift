import LegibleJSON
/// What a token's declared type says about it being a color.
enum TokenKind: Hashable, Sendable {
    /// `$type`/`type` `color`, or a Spectrum `color`/`color-set` schema.
    case color
    /// A Spectrum `alias` schema: the type is that of the referenced token.
    case fromTarget
    /// No type on the token nor on any group above it.
    case untyped
    /// `dimension`, `fontFamily`, `opacity`, `typography`, …: not a color, skipped without a diagnostic.
    case other(String)

    /// Type names of DTCG, Tokens Studio and Spectrum that are not colors (lowercased): tokens of these types are
    /// skipped without a diagnostic.
    static let knownTypeNames: Set<String> = [
        "dimension", "fontfamily", "fontweight", "fontstyle", "duration", "cubicbezier", "number", "strokestyle",
        "border",
        "transition", "shadow", "gradient", "typography", "sizing", "spacing", "borderradius", "borderwidth", "opacity",
        "fontsizes", "fontweights", "fontfamilies", "lineheights", "letterspacing", "paragraphspacing",
        "paragraphindent",
        "textcase", "textdecoration", "boxshadow", "composition", "asset", "boolean", "text", "other", "string",
        "font-family", "font-weight", "font-size", "font-style", "multiplier", "text-transform", "text-align",
        "system-set",
        "scale-set", "set", "drop-shadow", "alias", "float", "integer", "size", "lineheight", "fontsize",
    ]

    /// The type as a message names it: `shadow`, "untyped".
    var label: String {
        switch self {
        case .color: "color"
        case .fromTarget: "alias"
        case .untyped: "untyped"
        case .other(let name): name
        }
    }

    /// `color` (any case) → `.color`; nil → `.untyped`.
    init(typeName: String?) {
        guard let typeName else { self = .untyped; return }
        self = typeName.lowercased() == "color" ? .color : .other(typeName)
    }
}

/// One token value on disk: a token, or one appearance of a Spectrum `sets` token.
struct TokenDefinition: Sendable {
    /// The dotted token path, `color.gray.1400` (Spectrum: `gray-100`).
    var name: String
    var kind: TokenKind
    /// The `$value` / `value` node.
    var value: JSONNode
    /// Line of the `$value` / `value` member.
    var line: Int
    /// Where the value sits in the file: the token path, plus `.sets.<name>` for Spectrum sets.
    var keyPath: String
    /// The appearance this value is for; nil means every appearance (a file without a theme).
    var appearance: Appearance?
    /// Index of the `TokenSource` it came from.
    var source: Int
    /// Tokens Studio `$extensions["studio.tokens"].modify` of type `alpha`: the opacity it sets.
    var alphaModifier: Double?
    /// Any other Tokens Studio modifier (`lighten`, `darken`, `mix`), not applied.
    var unsupportedModifier: String?
}

extension TokenDefinition {
    /// Whether the value can be a color: typed `color`, or untyped (or an alias) with a value that reads as a color
    /// or a reference (`"#fff"`, `"{color.base}"`, `{ "colorSpace": …, "components": … }`, `{"$ref": "#/…"}`);
    /// numbers, booleans, arrays, other strings and objects (a JSON Schema's `"value": {"type": …}`) are not.
    var mayBeColor: Bool {
        switch kind {
        case .color: return true
        case .other: return false
        case .untyped, .fromTarget:
            switch TokenValue.parse(value, typedColor: false) {
            case .color, .alias: return true
            case .gradient, .invalid, .notColor: return false
            }
        }
    }
}
