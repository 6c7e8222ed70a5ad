import LegibleSwiftSyntax

/// The platforms a use is built for, applied to the code it reads: a helper's statements under `#if os(macOS)` /
/// `#else` (`var secondaryBackground: Color { #if os(macOS) return … #else return … #endif }`) and a declaration
/// repeated under `#if` / `#else` (`private static let normal` twice, or once in a file only a macOS target builds)
/// give the branch compiled for the use's platforms (`SwiftPlatformConditions`). When the branch differs between
/// those platforms, or a condition cannot be known (`targetEnvironment(macCatalyst)`, a custom flag), evaluation
/// fails naming it, so the use needs review instead of taking the first branch written.
///
/// `platforms` is nil while the palette itself is read (each color's first definition, as before); a value read
/// through a platform choice is not the palette's color of that name, so it is not linked to it (`reference`).
extension SwiftEvaluator {
    /// Whether code under some `#if` branches is compiled for each of the use's platforms.
    enum PlatformAnswer {
        case all
        case none
        case depends(String)
    }

    /// `branches` (a token's `#if` context, the branches shared with its alternatives left out) for the current
    /// `platforms`; `fileOf` also counts the platforms of the targets that build that unit's file.
    func platformAnswer(_ branches: ArraySlice<ConditionalBranch>, unit: Int, fileOf: Bool = false) -> PlatformAnswer {
        guard let platforms, !platforms.isEmpty else { return .all }
        if conditionBlocks[unit] == nil {
            conditionBlocks[unit] = SwiftPlatformConditions.blocks(of: units[unit].tokens)
        }
        let blocks = conditionBlocks[unit] ?? [:]
        let built = fileOf ? filePlatforms?(units[unit].path) : nil
        var compiled: [ApplePlatform] = []
        var excluded: [ApplePlatform] = []
        for platform in platforms.sorted() {
            if let built, !built.contains(platform) { excluded.append(platform); continue }
            switch SwiftPlatformConditions.decide(Array(branches), blocks: blocks, for: platform) {
            case .compiled: compiled.append(platform)
            case .notCompiled: excluded.append(platform)
            case .undecided(let why): return .depends("\(why) cannot be known for \(platform)")
            }
        }
        if excluded.isEmpty { return .all }
        return compiled.isEmpty ? .none : .depends(Self.split(compiled, excluded))
    }

    static func split(_ compiled: [ApplePlatform], _ excluded: [ApplePlatform]) -> String {
        let names = { (p: [ApplePlatform]) in p.map(\.rawValue).joined(separator: ", ") }
        return "compiled for \(names(compiled)), not for \(names(excluded)), and this code is built for both"
    }

    /// The statements of a body compiled for the use's platforms: those under `#if` branches the platforms do not
    /// compile are left out; one compiled for some of them only fails, naming the branch.
    func compiledStatements(_ statements: [SwiftStatement], _ ctx: SwiftEvaluationContext)
        throws(SwiftEvaluationFailure) -> [SwiftStatement]
    {
        guard platforms != nil, statements.count > 1 else { return statements }
        let contexts = statements.map(\.firstToken.condition)
        guard contexts.contains(where: { $0 != contexts[0] }) else { return statements }
        let shared = Self.sharedPrefix(contexts)
        var kept: [SwiftStatement] = []
        for (statement, context) in zip(statements, contexts) {
            let own = context.dropFirst(shared)
            switch platformAnswer(own, unit: ctx.unit) {
            case .all: kept.append(statement)
            case .none: platformChoices += 1
            case .depends(let why):
                let t = statement.firstToken
                throw fail("the value is chosen by `\(own.last?.description ?? "#if")` (line \(t.line)): \(why)", t)
            }
        }
        return kept
    }

    /// Among declarations of one name (`ids`), the one compiled for the use's platforms: nil when none is or they
    /// are not repeated under `#if`.
    func compiledTwin(_ ids: [SwiftDeclarationID]) -> SwiftDeclarationID? {
        guard platforms != nil, ids.count > 1 else { return nil }
        let contexts = ids.map { declaration($0).token.condition }
        let shared = Self.sharedPrefix(contexts)
        return zip(ids, contexts).first { id, context in
            if case .all = platformAnswer(context.dropFirst(shared), unit: id.unit, fileOf: true) { return true }
            return false
        }?.0
    }

    /// A declaration repeated under `#if` (or in files other targets build) that the use's platforms do not all
    /// compile: why it cannot be read for this use; nil when it is the only one or compiled for all of them.
    func twinProblem(_ id: SwiftDeclarationID) -> String? {
        guard platforms != nil else { return nil }
        let d = declaration(id)
        let ids = byQualifiedName[d.qualifiedName] ?? []
        guard ids.count > 1 else { return nil }
        let contexts = ids.map { declaration($0).token.condition }
        let built = Set(ids.map { filePlatforms?(units[$0.unit].path) })
        guard contexts.contains(where: { $0 != contexts[0] }) || built.count > 1 else { return nil }
        let own = d.token.condition.dropFirst(Self.sharedPrefix(contexts))
        platformChoices += 1
        switch platformAnswer(own, unit: id.unit, fileOf: true) {
        case .all: return nil
        case .none:
            return "'\(d.qualifiedName)' at line \(d.token.line) is not compiled for this code's platform"
        case .depends(let why):
            let branch = own.last.map { "`\($0.description)`" } ?? "the targets that build its file"
            return "'\(d.qualifiedName)' is declared again under \(branch) (line \(d.token.line)): \(why)"
        }
    }

    /// How many leading `#if` branches every context shares.
    static func sharedPrefix(_ contexts: [[ConditionalBranch]]) -> Int {
        guard let first = contexts.first else { return 0 }
        var n = 0
        while n < first.count, contexts.allSatisfy({ $0.count > n && $0[n] == first[n] }) { n += 1 }
        return n
    }
}

extension SwiftStatement {
    /// The token the statement starts at.
    var firstToken: SwiftToken {
        switch self {
        case .expression(let e): e.token
        case .return(_, let t), .if(_, _, _, let t), .guard(_, _, let t), .switch(_, _, let t),
            .binding(_, _, _, let t), .other(let t):
            t
        case .assignment(let target, _, _): target.token
        }
    }
}
