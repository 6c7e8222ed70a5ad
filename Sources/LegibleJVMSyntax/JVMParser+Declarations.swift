/// Members and types: Kotlin `class`/`object`/`interface`/`fun`/`val`/`var`/`init`/`constructor`, Java classes,
/// interfaces, enums, records, methods, constructors, fields and initializer blocks.
extension JVMParser {
    /// Reads one member at the cursor into `members`; `owner` is the enclosing type's name (Java constructors).
    mutating func parseMember(into members: inout JVMMembers, owner: String?) {
        let start = pos
        let memberLine = line
        guard depth < Self.maxDepth else {
            noteUnknown(memberLine)
            skipBalanced()
            return
        }
        depth += 1
        defer { depth -= 1 }
        var modifiers = readModifiers()
        guard let t = current else { return }
        if t.kind == .annotation, t.text == "interface" { // Java `@interface Name { … }`
            advance()
            if let type = parseTypeDeclaration(kind: .annotation, modifiers: modifiers) { members.types.append(type) }
            return
        }
        // Java `enum Name {`: `enum` read as a modifier when a name follows.
        if modifiers.contains("enum"), language == .java, t.kind == .identifier, !t.is("class") {
            modifiers.remove("enum")
            if let type = parseTypeDeclaration(kind: .enum, modifiers: modifiers, named: true) {
                members.types.append(type)
            }
            return
        }
        switch t.kind == .identifier ? t.text : "" {
        case "class", "interface", "object", "enum":
            var kind: JVMType.Kind =
                t.text == "interface" ? .interface : t.text == "object" ? .object : t.text == "enum" ? .enum : .class
            if modifiers.contains("enum") { kind = .enum }
            if modifiers.contains("companion") { kind = .companionObject }
            if modifiers.contains("annotation") { kind = .annotation }
            advance()
            if kind == .enum, t.text == "enum" { accept("class") }
            if let type = parseTypeDeclaration(kind: kind, modifiers: modifiers) { members.types.append(type) }
        case "record" where language == .java && token(1)?.kind == .identifier:
            advance()
            if let type = parseTypeDeclaration(kind: .record, modifiers: modifiers) { members.types.append(type) }
        case "fun" where language == .kotlin:
            advance()
            members.functions.append(parseKotlinFunction(modifiers: modifiers, line: memberLine))
        case "val" where language == .kotlin, "var" where language == .kotlin:
            advance()
            if let property = parseKotlinProperty(mutable: t.text == "var", modifiers: modifiers, line: memberLine) {
                members.properties.append(property)
            }
        case "init" where language == .kotlin && at("{", offset: 1):
            advance()
            members.initializers.append(parseBlock())
        case "constructor" where language == .kotlin && at("(", offset: 1):
            advance()
            let parameters = parseParameters()
            if accept(":") { // `: this(…)` / `: super(…)`
                advance()
                if at("(") { skipBalanced() }
            }
            let body = at("{") ? parseBlock() : []
            members.functions.append(
                JVMFunction(
                    name: "constructor", parameters: parameters, modifiers: modifiers, body: body, line: memberLine))
        case "typealias":
            skipToMemberEnd()
        default:
            if at("{") { // Java initializer block (`static { … }`)
                members.initializers.append(parseBlock())
            } else if language == .java {
                parseJavaMember(into: &members, owner: owner, modifiers: modifiers, line: memberLine)
            }
        }
        if pos == start {
            noteUnknown(memberLine)
            skipToMemberEnd()
        }
    }

    /// Skips to the end of a member not read: past the next `;`, or to the next line (Kotlin), keeping brackets whole.
    mutating func skipToMemberEnd() {
        let startLine = line
        advance()
        while let t = current {
            if t.is(";") {
                advance()
                return
            }
            if t.is("}") { return }
            if language == .kotlin, t.startsLine, t.line != startLine { return }
            skipBalanced()
        }
    }

    /// After `class` / `interface` / `object` / `enum class` / `record`: name, type parameters, primary constructor,
    /// supertypes, body.
    mutating func parseTypeDeclaration(kind: JVMType.Kind, modifiers: Set<String>, named: Bool = true) -> JVMType? {
        let typeLine = line
        var type = JVMType(kind: kind, name: "", modifiers: modifiers, line: typeLine)
        if atIdentifier, !at("constructor") {
            type.name = current!.text
            advance()
        } else if kind == .companionObject {
            type.name = "Companion"
        } else if !named || kind == .object {
            type.name = ""
        }
        _ = skipTypeArguments()
        if language == .kotlin {
            let constructorModifiers = readModifiers()
            _ = constructorModifiers
            accept("constructor")
            if at("("), !atLineBreak { type.constructorParameters = parseParameters() }
            if accept(":") {
                (type.supertypes, type.superclassArguments, type.supertypeQualifiers) = parseKotlinSupertypes()
            }
            if accept("where") {
                while !atEnd, !at("{"), !atLineBreak { skipBalanced() }
            }
        } else {
            // A record's components are its fields, each read through an accessor of the same name.
            if kind == .record, at("(") {
                type.constructorParameters = parseParameters().map { component in
                    var component = component
                    component.isProperty = true
                    return component
                }
            }
            var superclass: [String] = []
            var interfaces: [String] = []
            while let word = current?.text, ["extends", "implements", "permits"].contains(word) {
                advance()
                repeat {
                    let written = readType()
                    let name = Self.simpleName(written)
                    if let qualifier = Self.qualifier(written) { type.supertypeQualifiers[name] = qualifier }
                    if word == "extends", kind != .interface, superclass.isEmpty {
                        superclass.append(name)
                    } else if word != "permits" {
                        interfaces.append(name)
                    }
                } while accept(",")
            }
            type.supertypes = superclass + interfaces
        }
        if at("{"), !(language == .kotlin && atLineBreak && kind != .object && kind != .companionObject && false) {
            advance()
            if kind == .enum { type.enumEntries = parseEnumEntries() }
            while !atEnd, !at("}") {
                let before = pos
                if accept(";") || accept(",") { continue }
                parseMember(into: &type.members, owner: type.name)
                if pos == before { skipBalanced() }
            }
            accept("}")
        } else {
            accept(";")
        }
        return type
    }

    /// Kotlin `: Base(R.layout.main), Listener, Delegated by impl` → simple names, the class called with `()` first,
    /// and the arguments of that call.
    mutating func parseKotlinSupertypes() -> (
        names: [String], superclassArguments: [JVMArgument], qualifiers: [String: String]
    ) {
        var called: [String] = []
        var others: [String] = []
        var arguments: [JVMArgument] = []
        var qualifiers: [String: String] = [:]
        repeat {
            skipAnnotations()
            let written = readType()
            let name = Self.simpleName(written)
            if name.isEmpty { break }
            if let qualifier = Self.qualifier(written) { qualifiers[name] = qualifier }
            if at("("), !atLineBreak {
                let passed = parseArguments(trailingLambda: false)
                if called.isEmpty { arguments = passed }
                called.append(name)
            } else {
                others.append(name)
            }
            if accept("by") {
                braceEndsExpression = true
                _ = parseExpression()
                braceEndsExpression = false
            }
        } while accept(",")
        return (called + others, arguments, qualifiers)
    }

    /// `RecyclerView.Adapter` → `RecyclerView`; nil for a simple name.
    static func qualifier(_ type: String) -> String? {
        guard let dot = type.lastIndex(of: ".") else { return nil }
        return String(type[..<dot])
    }

    /// Enum constants up to `;` or the closing brace: `LIGHT(R.style.Light), DARK { … };`.
    mutating func parseEnumEntries() -> [JVMEnumEntry] {
        var entries: [JVMEnumEntry] = []
        while true {
            skipAnnotations()
            guard let t = current, t.kind == .identifier,
                let next = token(1), next.is(",") || next.is("(") || next.is("{") || next.is(";") || next.is("}")
            else { break }
            if next.is("{"), language == .java, token(2)?.is("}") == false, Self.modifiers.contains(t.text) { break }
            advance()
            var arguments: [JVMArgument] = []
            if at("(") { arguments = parseArguments(trailingLambda: false) }
            if at("{") { // a constant with its own body
                _ = parseObjectBody()
            }
            entries.append(JVMEnumEntry(name: t.text, arguments: arguments, line: t.line))
            if accept(",") { continue }
            break
        }
        accept(";")
        return entries
    }

    /// `( name: Type = default, vararg xs: Int )` or Java `( final Context context, String... names )`.
    mutating func parseParameters() -> [JVMParameter] {
        var parameters: [JVMParameter] = []
        guard accept("(") else { return parameters }
        newlinesIgnored += 1
        defer { newlinesIgnored -= 1 }
        while !atEnd, !at(")") {
            let before = pos
            var isVararg = false
            var isProperty = false
            while true {
                skipAnnotations()
                guard let t = current, t.kind == .identifier,
                    Self.modifiers.contains(t.text) || t.text == "val" || t.text == "var",
                    token(1)?.kind == .identifier || token(1)?.kind == .annotation
                else { break }
                if t.text == "vararg" { isVararg = true }
                if t.text == "val" || t.text == "var" { isProperty = true }
                advance()
            }
            var parameter: JVMParameter?
            if language == .kotlin {
                if atIdentifier {
                    let name = current!.text
                    advance()
                    let type = accept(":") ? readType() : ""
                    parameter = JVMParameter(name: name, type: type, isVararg: isVararg, isProperty: isProperty)
                }
            } else {
                let type = readType()
                if at("...") { isVararg = true; advance() }
                if atIdentifier {
                    parameter = JVMParameter(name: current!.text, type: type, isVararg: isVararg)
                    advance()
                    while at("[") { skipBalanced() }
                }
            }
            if accept("=") {
                _ = parseExpression()
                parameter?.hasDefault = true
            }
            if let parameter { parameters.append(parameter) }
            while !atEnd, !at(","), !at(")") { skipBalanced() }
            accept(",")
            if pos == before { advance() }
        }
        accept(")")
        return parameters
    }

    /// After `fun`: type parameters, receiver, name, parameters, return type, body.
    mutating func parseKotlinFunction(modifiers: Set<String>, line: Int) -> JVMFunction {
        _ = skipTypeArguments()
        let written = readType()
        var name = written
        var receiver: String?
        if let dot = written.lastIndex(of: ".") {
            name = String(written[written.index(after: dot)...])
            receiver = String(written[..<dot])
        }
        let parameters = at("(") ? parseParameters() : []
        let returnType = accept(":") ? readType() : nil
        if accept("where") {
            while !atEnd, !at("{"), !at("="), !atLineBreak { skipBalanced() }
        }
        var body: [JVMStatement]?
        if at("=") {
            let bodyLine = self.line
            advance()
            body = [JVMStatement(.return(parseExpression()), line: bodyLine)]
        } else if at("{") {
            body = parseBlock()
        }
        return JVMFunction(
            name: name, receiver: receiver, parameters: parameters, modifiers: modifiers, body: body, line: line,
            returnType: returnType)
    }

    /// After `val` / `var`: name (or a destructuring, skipped), type, initializer or delegate, accessors.
    mutating func parseKotlinProperty(mutable: Bool, modifiers: Set<String>, line: Int) -> JVMProperty? {
        _ = skipTypeArguments()
        if at("(") { // `val (a, b) = pair`
            skipBalanced()
            if accept("=") { _ = parseExpression() }
            return nil
        }
        let written = readType()
        let name = Self.simpleName(written)
        var property = JVMProperty(name: name, modifiers: modifiers, isMutable: mutable, initializer: nil, line: line)
        if accept(":") { property.type = readType() }
        if accept("=") || accept("by") { property.initializer = parseExpression() }
        // Accessors: `get() = …`, `get() { … }`, `private set`, `set(value) { … }`, on this line or the next ones.
        while true {
            let save = pos
            _ = readModifiers()
            if at("get"), at("(", offset: 1) {
                advance()
                skipBalanced()
                if accept(":") { _ = readType() }
                if at("=") {
                    let getterLine = self.line
                    advance()
                    property.getter = [JVMStatement(.return(parseExpression()), line: getterLine)]
                } else if at("{") {
                    property.getter = parseBlock()
                }
            } else if at("set") {
                advance()
                if at("(") {
                    skipBalanced()
                    if accept("=") { _ = parseExpression() } else if at("{") { _ = parseBlock() }
                }
            } else {
                pos = save
                break
            }
        }
        accept(";")
        return property
    }

    /// A Java method, constructor or field after its modifiers.
    mutating func parseJavaMember(into members: inout JVMMembers, owner: String?, modifiers: Set<String>, line: Int) {
        _ = skipTypeArguments()
        var name: String
        var isConstructor = false
        var type: String?
        if let owner, current?.text == owner, at("(", offset: 1) {
            name = owner
            isConstructor = true
            advance()
        } else {
            let written = readType()
            guard !written.isEmpty, atIdentifier else { return }
            type = written
            name = current!.text
            advance()
        }
        if at("(") {
            let parameters = parseParameters()
            while at("[") { skipBalanced() }
            if accept("throws") {
                repeat { _ = readType() } while accept(",")
            }
            if accept("default") { _ = parseExpression() } // annotation element default
            var body: [JVMStatement]?
            if at("{") { body = parseBlock() } else { accept(";") }
            members.functions.append(
                JVMFunction(
                    name: isConstructor ? "constructor" : name, parameters: parameters, modifiers: modifiers,
                    body: body, line: line, returnType: type))
            return
        }
        // Fields: `int a = 1, b[] = {…};`
        while true {
            while at("[") { skipBalanced() }
            var initializer: JVMExpression?
            if accept("=") { initializer = parseExpression() }
            var property = JVMProperty(
                name: name, modifiers: modifiers, isMutable: !modifiers.contains("final"), initializer: initializer,
                line: line)
            property.type = type
            members.properties.append(property)
            guard accept(","), atIdentifier else { break }
            name = current!.text
            advance()
        }
        accept(";")
    }
}
