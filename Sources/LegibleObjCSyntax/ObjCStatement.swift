/// An Objective-C statement (C11 §6.8) inside a method, function or block body, with the line it starts on.
public struct ObjCStatement: Sendable, Hashable {
    public indirect enum Kind: Sendable, Hashable {
        /// An expression statement: a message send, an assignment, a call.
        case expression(ObjCExpression)
        /// A local declaration: one per declarator (`UILabel *a = x, *b;` gives two).
        case declaration(ObjCVariable)
        case ifElse(condition: ObjCExpression, then: [ObjCStatement], otherwise: [ObjCStatement]?)
        /// `switch (subject) { case …: … }`: each case's labels (empty for `default`) and the statements up to the next.
        case switchCases(subject: ObjCExpression, cases: [ObjCSwitchCase])
        /// `for`, `for … in`, `while`, `do … while`: the header's expressions and declarations, and the body.
        case loop(header: [ObjCStatement], body: [ObjCStatement])
        case returnValue(ObjCExpression?)
        /// `{ … }`, `@autoreleasepool { … }`, `@synchronized (x) { … }`, `@try { … } @catch … @finally …`.
        case compound([ObjCStatement])
        /// `break`, `continue`, `goto`, a label, `;`.
        case jump(String)
        /// Syntax the parser does not read.
        case unknown
    }

    public var kind: Kind
    public var line: Int

    public init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }
}

/// One `case`/`default` of a switch.
public struct ObjCSwitchCase: Sendable, Hashable {
    /// The `case` values; empty for `default`.
    public var labels: [ObjCExpression]
    public var body: [ObjCStatement]
}

/// A declared variable: a local, an ivar, a `static`/`extern` constant: its type as written (`UILabel *`,
/// `typeof(self)`, `NSString *const`), name, initializer and storage words (`static`, `extern`, `__weak`).
public struct ObjCVariable: Sendable, Hashable {
    public var type: String
    public var name: String
    public var value: ObjCExpression?
    public var qualifiers: [String]
    public var line: Int

    /// The class a pointer type names (`UILabel` of `UILabel *`, `__kindof UIView *`), nil for a C type.
    public var className: String? { ObjCVariable.className(of: type) }

    /// The Objective-C class a type as written names: its first capitalized word that is not a C type or a
    /// qualifier, when the type is a pointer or `id`-free; nil for `int`, `id`, `CGFloat` and the like.
    public static func className(of type: String) -> String? {
        let words = type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        guard type.contains("*") else { return nil }
        return words.first { w in
            w.first?.isUppercase == true && !["CGFloat", "NSInteger", "NSUInteger", "BOOL", "SEL", "IMP"].contains(w)
        }.map(String.init)
    }
}
