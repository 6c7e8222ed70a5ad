import Foundation
import LegibleCore
import LegibleObjCSyntax
import LegiblePalette

/// No false constants in Objective-C: a file-level variable (`static UIColor *gBodyColor;`) that method or function
/// bodies assign (`gBodyColor = [UIColor labelColor];` in `+initialize`, `gBodyColor = color;` in a setter) holds, for
/// whoever reads it outside those bodies, its initial value and every value assigned to it. `ObjCColorEvaluator`
/// reads it as the one color they all are; otherwise (several colors, or a value it cannot read) the read is a failure
/// naming the assignment's file and line. A `const` and a variable nothing assigns keep their declared value.
struct ObjCStaticAssignments {
    /// One `name = value` in a body: the value and where.
    struct Assignment {
        var value: ObjCExpression
        var path: String
        var line: Int
    }

    /// File-level variable → the assignments to it in the bodies of the files read, in path and line order.
    private(set) var byName: [String: [Assignment]] = [:]

    init(files: [ObjCSourceFile]) {
        var names: Set<String> = []
        for file in files {
            for v in file.syntax.variables where !v.qualifiers.contains("const") && !v.type.contains("const") {
                names.insert(v.name)
            }
        }
        guard !names.isEmpty else { return }
        var found: [String: [Assignment]] = [:]
        func walk(_ statements: [ObjCStatement], _ path: String) {
            for s in statements {
                switch s.kind {
                case .expression(let e): expression(e, path, s.line)
                case .declaration(let v): if let e = v.value { expression(e, path, s.line) }
                case .ifElse(let c, let then, let otherwise):
                    expression(c, path, s.line)
                    walk(then, path)
                    walk(otherwise ?? [], path)
                case .switchCases(_, let cases): for c in cases { walk(c.body, path) }
                case .loop(let header, let body):
                    walk(header, path)
                    walk(body, path)
                case .returnValue(let e?): expression(e, path, s.line)
                case .compound(let inner): walk(inner, path)
                default: continue
                }
            }
        }
        // An assignment, and the bodies of blocks written in an expression (`dispatch_once(&once, ^{ … })`).
        func expression(_ e: ObjCExpression, _ path: String, _ line: Int) {
            switch e.kind {
            case .assignment("=", let target, let value):
                if case .identifier(let name) = target.kind, names.contains(name) {
                    found[name, default: []].append(Assignment(value: value, path: path, line: line))
                }
                expression(value, path, line)
            case .block(_, let body): walk(body, path)
            case .call(let callee, let arguments):
                expression(callee, path, line)
                for a in arguments { expression(a, path, line) }
            case .message(let receiver, _, let arguments):
                expression(receiver, path, line)
                for a in arguments { expression(a, path, line) }
            default: return
            }
        }
        for file in files.sorted(by: { $0.path < $1.path }) {
            for c in file.syntax.classes { for m in c.methods { walk(m.body ?? [], file.path) } }
            for f in file.syntax.functions { walk(f.body ?? [], file.path) }
        }
        byName = found
    }
}

extension ObjCColorEvaluator {
    /// The value of file-level variable `name` read outside the bodies that assign it: its initial value (unless
    /// `nil`) and each assigned value, when they are all one color; otherwise a failure naming the assignment.
    func reassigned(
        _ name: String, _ assigned: [ObjCStaticAssignments.Assignment], appearance: Appearance?, depth: Int
    ) throws(Failure) -> Value {
        var first: (value: Value, place: String)?
        if let initial = index.constants[name], initial.written != "nil", initial.written != "NULL" {
            first = (try value(initial, scope: [:], appearance: appearance, depth: depth), "its initial value")
        }
        for a in assigned {
            let place = "\((a.path as NSString).lastPathComponent):\(a.line)"
            let got: Value
            do {
                got = try value(a.value, scope: [:], appearance: appearance, depth: depth)
            } catch {
                if error.needsAppearance { throw error }
                throw Failure(
                    "'\(name)' is set to \(a.value.written) at \(place), which Legible cannot read: \(error.message)")
            }
            guard let known = first else {
                first = (got, "\(a.value.written) at \(place)")
                continue
            }
            guard Self.same(known.value, got) else {
                throw Failure(
                    "'\(name)' is set at run time to \(a.value.written) (\(place)) or \(known.place): which one shows is "
                        + "decided at run time")
            }
        }
        guard let value = first?.value else { throw Failure("'\(name)' has no value Legible can read") }
        return value
    }

    /// Whether two values are the same number or color, wherever each was written.
    static func same(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.number(let x, _), .number(let y, _)): x == y
        case (.color(let x), .color(let y)): x.identity == y.identity
        default: false
        }
    }
}
