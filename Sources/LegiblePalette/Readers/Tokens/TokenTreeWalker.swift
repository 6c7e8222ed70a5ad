import LegibleJSON
/// Walks one token tree and lists its token values.
///
/// - DTCG (the file has a `$value` anywhere): a token is an object with `$value`. `$type` is inherited from the
///   groups above. Keys starting with `$` are not groups (`$description`, `$extensions`, `$deprecated`), except
///   the `$root` token. `$extends` is reported as unsupported. An object whose `value` is not an object is a
///   legacy token even here, so a file mixing both styles loses nothing.
/// - Legacy (no `$value` in the file: Tokens Studio without `$`, Style Dictionary, Spectrum): a token is an object
///   with `value`; `type` (a string) is its type, inherited like `$type`. A Spectrum token's type comes from its
///   `$schema` (`…/token-types/color.json`, `color-set.json`, `alias.json`, `opacity.json`, …), and an object
///   with a `sets` object holds one value per mode: `light` and `dark` become appearances; other modes
///   (`wireframe`) are not appearances: their color values are counted into one warning per file. A token with both
///   `value` and `sets` is read by its `value`; its sets are not read, with a warning.
struct TokenTreeWalker {
    let source: Int
    let appearance: Appearance?
    let dtcg: Bool
    var definitions: [TokenDefinition] = []
    /// Tokens of any type, to tell a token file from other JSON.
    var tokenCount = 0
    /// Color values in Spectrum sets that are not appearances: how many, their mode names, the first line.
    var ignoredModes: (count: Int, names: Set<String>, line: Int) = (0, [], 0)
    var extendsLines: [Int] = []
    /// Legacy tokens with both `value` and a `sets` object: the value is read, the sets are not (line of `sets`).
    var valueAndSets: [(line: Int, name: String)] = []
    /// Tokens written inside a token (an object with `$value` holding another object with `$value`): a token has no
    /// children, so the inner one is not read (line of the inner member, the outer token's name, the inner key).
    var tokensInTokens: [(line: Int, token: String, key: String)] = []
    /// Colors written inside composite values (a `shadow`'s or `border`'s `color`, a gradient's stops): not palette
    /// colors, counted into one warning per file (how many, the token types, the first line).
    var compositeColors: (count: Int, types: Set<String>, line: Int) = (0, [], 0)
    /// Tokens whose value key is written more than once: the earlier lines, which JSON parsers overwrite.
    var overwrittenValues: [(line: Int, name: String, key: String, readLine: Int)] = []
    /// `$`-prefixed keys (not reserved by DTCG) that hold token-like objects, which are not read.
    var reservedLines: [(line: Int, key: String)] = []
    /// Colors written straight into a group, outside any token (`"$valuYe": "#fff"` beside `$type`, or a bare
    /// `"primary": "#fff"`): a token is an object with `$value`/`value`, so these are not read (first line, the
    /// first one's path, how many).
    var looseColors: (count: Int, first: String, line: Int) = (0, "", 0)

    init(source: Int, appearance: Appearance?, root: JSONNode) {
        self.source = source
        self.appearance = appearance
        self.dtcg = Self.containsKey("$value", root, depth: 0)
    }

    mutating func walk(_ node: JSONNode, path: [String], inheritedType: String?) {
        guard let members = node.members else { return }
        if let style = tokenStyle(node) { token(node, style: style, path: path, inheritedType: inheritedType); return }
        var type = inheritedType
        if let t = node["$type"]?.string ?? (dtcg ? nil : node["type"]?.string) { type = t }
        if let extends = node.member("$extends") { extendsLines.append(extends.line) }
        for member in members where !member.value.isObject && !Self.metadataKeys.contains(member.key) {
            guard TokenValue.readsTheSameUntyped(member.value) else { continue }
            if looseColors.count == 0 { looseColors = (0, (path + [member.key]).joined(separator: "."), member.line) }
            looseColors.count += 1
        }
        for member in members where member.value.isObject {
            if member.key.hasPrefix("$") && member.key != "$root" {
                if !Self.reservedKeys.contains(member.key)
                    && Self.containsKey(dtcg ? "$value" : "value", member.value, depth: 0)
                {
                    reservedLines.append((member.line, member.key))
                }
                continue
            }
            walk(member.value, path: path + [member.key], inheritedType: type)
        }
    }

    /// DTCG and Tokens Studio keys that are not groups. Another `$` key holding token-like objects is reported:
    /// names starting with `$` are reserved, so its tokens are not read (a typo such as `$typo` would hide them).
    static let reservedKeys: Set<String> = [
        "$type", "$value", "$description", "$extensions", "$deprecated", "$extends",
        "$schema", "$themes", "$metadata", "$ref", "$id", "$defs",
    ]

    /// Group members that describe rather than define: a color-looking string there is not a lost token.
    static let metadataKeys: Set<String> = [
        "$type", "type", "$description", "description", "comment", "$comment", "$schema", "$ref", "$id",
    ]

    enum Style { case dtcg, legacy }

    /// Whether an object is a token, and of which style. In a DTCG file, an object whose `value` is a string, a
    /// number or an array is a legacy token too (a mixed file loses nothing); a `value` object there is a group.
    func tokenStyle(_ node: JSONNode) -> Style? {
        if node.member("$value") != nil { return .dtcg }
        if let value = node.member("value"), !dtcg || !value.value.isObject { return .legacy }
        if !dtcg, node["sets"]?.isObject == true { return .legacy }
        return nil
    }

    /// The token's own kind, or nil when it declares none: `$type`, legacy `type` (a string: a group named
    /// `type` is an object), or a Spectrum `$schema`.
    func ownKind(_ node: JSONNode, style: Style = .legacy) -> TokenKind? {
        if let t = node["$type"]?.string ?? (style == .legacy ? node["type"]?.string : nil) {
            return TokenKind(typeName: t)
        }
        guard style == .legacy, let schema = node["$schema"]?.string, let r = schema.range(of: "token-types/") else {
            return nil
        }
        var kind = String(schema[r.upperBound...])
        if kind.hasSuffix(".json") { kind = String(kind.dropLast(5)) }
        switch kind {
        case "color", "color-set": return .color
        case "alias": return .fromTarget
        default: return .other(kind)
        }
    }

    mutating func token(_ node: JSONNode, style: Style, path: [String], inheritedType: String?) {
        tokenCount += 1
        let kind = ownKind(node, style: style) ?? TokenKind(typeName: inheritedType)
        let name = path.isEmpty ? "$root" : path.joined(separator: ".")
        if style == .legacy, node.member("value") == nil, let sets = node["sets"] {
            walkSets(sets, name: name, keyPath: name + ".sets", containerKind: kind, outer: nil)
            return
        }
        guard let member = node.member(style == .dtcg ? "$value" : "value") else { return }
        for inner in node.members ?? []
        where !inner.key.hasPrefix("$") && inner.value.isObject
            && Self.containsKey(style == .dtcg ? "$value" : "value", inner.value, depth: 0)
        {
            tokensInTokens.append((inner.line, name, inner.key))
        }
        // A value written twice: the last one is read (as JSON.parse does); the earlier ones must not vanish unsaid.
        for earlier in (node.members ?? []).filter({ $0.key == member.key }).dropLast() {
            overwrittenValues.append((earlier.line, name, member.key, member.line))
        }
        if style == .legacy, let sets = node.member("sets"),
            sets.value.members?.contains(where: { $0.value.isObject }) == true
        {
            valueAndSets.append((sets.line, name))
        }
        if kind != .color, member.value.isObject || member.value.elements != nil,
            !TokenValue.isColorObject(member.value), member.value["$ref"] == nil
        {
            let found = Self.colorsWritten(in: member.value, depth: 0)
            if found.count > 0 {
                if compositeColors.count == 0 || found.line < compositeColors.line { compositeColors.line = found.line }
                compositeColors.count += found.count
                compositeColors.types.insert(kind.label)
            }
        }
        add(node, member: member, name: name, keyPath: name, kind: kind, appearance: appearance)
    }

    /// Strings written as a color (`#…`, a color function) and color objects inside a composite value; references
    /// (`{color.black}`) name palette colors and do not count. The first one's line.
    static func colorsWritten(in node: JSONNode, depth: Int) -> (count: Int, line: Int) {
        switch node.kind {
        case .string:
            return TokenValue.readsTheSameUntyped(node) ? (1, node.line) : (0, 0)
        case .object(let members):
            if TokenValue.isColorObject(node) { return (1, node.line) }
            return combine(members.map { colorsWritten(in: $0.value, depth: depth + 1) })
        case .array(let elements):
            return combine(elements.map { colorsWritten(in: $0, depth: depth + 1) })
        default:
            return (0, 0)
        }
    }

    static func combine(_ parts: [(count: Int, line: Int)]) -> (count: Int, line: Int) {
        let found = parts.filter { $0.count > 0 }
        return (found.reduce(0) { $0 + $1.count }, found.map(\.line).min() ?? 0)
    }

    /// Set names that are appearances give variants; inside an appearance, other names (a scale such as
    /// `desktop`) keep the outer appearance; at the top, other names (`wireframe`) are ignored modes.
    mutating func walkSets(
        _ sets: JSONNode, name: String, keyPath: String, containerKind: TokenKind, outer: Appearance?
    ) {
        for entry in sets.members ?? [] where entry.value.isObject {
            var kind = ownKind(entry.value) ?? containerKind
            if containerKind == .color && (kind == .fromTarget || kind == .untyped) { kind = .color }
            let path = keyPath + "." + entry.key
            guard let mode = TokenTheme.appearance(named: entry.key) ?? outer else {
                countIgnored(entry.value, kind: kind, mode: entry.key)
                continue
            }
            if entry.value.member("value") == nil, let inner = entry.value["sets"], inner.isObject {
                walkSets(inner, name: name, keyPath: path + ".sets", containerKind: kind, outer: mode)
            } else if let member = entry.value.member("value") {
                add(entry.value, member: member, name: name, keyPath: path, kind: kind, appearance: mode)
            }
        }
    }

    /// Counts the color values under a mode that is not an appearance (nested sets included).
    mutating func countIgnored(_ node: JSONNode, kind: TokenKind, mode: String) {
        if let member = node.member("value") {
            guard kind == .color else { return }
            if ignoredModes.count == 0 || member.line < ignoredModes.line { ignoredModes.line = member.line }
            ignoredModes.count += 1
            ignoredModes.names.insert(mode)
        } else if let inner = node["sets"] {
            for entry in inner.members ?? [] where entry.value.isObject {
                var innerKind = ownKind(entry.value) ?? kind
                if kind == .color && (innerKind == .fromTarget || innerKind == .untyped) { innerKind = .color }
                countIgnored(entry.value, kind: innerKind, mode: mode)
            }
        }
    }

    mutating func add(
        _ node: JSONNode, member: JSONMember, name: String, keyPath: String, kind: TokenKind, appearance: Appearance?
    ) {
        var definition = TokenDefinition(
            name: name, kind: kind, value: member.value, line: member.line, keyPath: keyPath,
            appearance: appearance, source: source)
        if let modify = node["$extensions"]?["studio.tokens"]?["modify"], let type = modify["type"]?.string {
            let amount = modify["value"]?.number ?? modify["value"]?.string.flatMap { Double($0) }
            if type == "alpha", let amount, amount.isFinite, (0...1).contains(amount) {
                definition.alphaModifier = amount
            } else {
                definition.unsupportedModifier = type
            }
        }
        definitions.append(definition)
    }

    /// Whether `key` occurs as an object key anywhere in the tree (depth is bounded by the parser's limit).
    static func containsKey(_ key: String, _ node: JSONNode, depth: Int) -> Bool {
        switch node.kind {
        case .object(let members):
            return members.contains { $0.key == key || containsKey(key, $0.value, depth: depth + 1) }
        case .array(let elements):
            return elements.contains { containsKey(key, $0, depth: depth + 1) }
        default:
            return false
        }
    }
}
