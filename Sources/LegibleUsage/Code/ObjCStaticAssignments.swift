import Foundation
import LegibleCore
import LegibleObjCSyntax
import LegiblePalette

/// No false constants in Objective-C: a file-level variable (`static UIColor *gBodyColor;`) that method or function
/// bodies assign (`gBodyColor = [UIColor labelColor];` in `+initialize`, `gBodyColor = color;` in a setter) holds, for
/// whoever reads it outside those bodies, its initial value and every value assigned to it. `ObjCColorEvaluator`
/// reads it as the one color they all are; otherwise (several colors, or a value it cannot read) the read is a failure
/// naming the assignment's file and line. A `const` and a variable nothing assigns keep their declared value.
///
/// A Boolean one whose every assignment gives it what the code is handed at run time (a parameter of the method or
/// function assigning it, a user-defaults read: `static BOOL ARUseWhiteFolio;` set only in
/// `+updateFolioColorsToWhite:(BOOL)useWhiteFolio`) is a **run-time flag** (`flags`): a switch the app flips from a
/// setting, so either value can be on screen, and `ObjCColorEvaluator` evaluates a color that reads it once per value,
/// as a theme named after the variable and the value (`theme:ARUseWhiteFolio=YES`). A text and its background that
/// read the same flag are then checked in the same state, never crossed.
struct ObjCStaticAssignments {
    /// One `name = value` in a body: the value and where; `fromRunTime` when the value is a parameter of the body that
    /// assigns it or a user-defaults read.
    struct Assignment {
        var value: ObjCExpression
        var path: String
        var line: Int
        var fromRunTime = false
    }

    /// File-level variable → the assignments to it in the bodies of the files read, in path and line order.
    private(set) var byName: [String: [Assignment]] = [:]
    /// The file-level `BOOL`/`bool` variables that only run-time values are assigned to.
    private(set) var flags: Set<String> = []

    /// The C and Objective-C Boolean types a flag is declared with.
    static let booleanTypes: Set<String> = ["BOOL", "bool", "Boolean", "_Bool"]

    /// `[[NSUserDefaults standardUserDefaults] boolForKey:…]` and the like: a value the user's settings give.
    static func isUserDefaultsRead(_ e: ObjCExpression) -> Bool {
        guard case .message(let receiver, let selector, _) = e.kind else { return false }
        return selector.hasSuffix("ForKey:") && receiver.written.contains("UserDefaults")
    }

    init(files: [ObjCSourceFile]) {
        var names: Set<String> = []
        var booleans: Set<String> = []
        for file in files {
            for v in file.syntax.variables where !v.qualifiers.contains("const") && !v.type.contains("const") {
                names.insert(v.name)
                if Self.booleanTypes.contains(v.type.trimmingCharacters(in: .whitespaces)) { booleans.insert(v.name) }
            }
        }
        guard !names.isEmpty else { return }
        var found: [String: [Assignment]] = [:]
        var parameters: Set<String> = []
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
                    var fromRunTime = Self.isUserDefaultsRead(value)
                    if case .identifier(let p) = value.kind, parameters.contains(p) { fromRunTime = true }
                    found[name, default: []].append(
                        Assignment(value: value, path: path, line: line, fromRunTime: fromRunTime))
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
            for c in file.syntax.classes {
                for m in c.methods {
                    parameters = Set(m.parameters.map(\.name))
                    walk(m.body ?? [], file.path)
                }
            }
            for f in file.syntax.functions {
                parameters = Set(f.parameters.map(\.name))
                walk(f.body ?? [], file.path)
            }
        }
        byName = found
        flags = Set(
            found.filter { name, assigned in booleans.contains(name) && assigned.allSatisfy(\.fromRunTime) }.keys)
    }
}

extension ObjCColorEvaluator {
    /// The value of run-time flag `name` (`ObjCStaticAssignments.flags`) in `appearance`: 1 in its theme
    /// `name=YES`, 0 in `name=NO`; outside them a failure asking for one evaluation per value.
    func flagValue(_ name: String, appearance: Appearance?) throws(Failure) -> Value {
        if let theme = appearance?.themeName, theme.hasPrefix(name + "=") {
            return .number(theme == name + "=YES" ? 1 : 0, integer: true)
        }
        throw Failure.needsFlag(name)
    }

    /// Whether `appearance` is a run-time flag's theme (which says nothing of light or dark).
    func isFlagTheme(_ appearance: Appearance) -> Bool {
        guard let name = appearance.themeName, let eq = name.lastIndex(of: "=") else { return false }
        return index.statics.flags.contains(String(name[..<eq]))
    }

    /// The themes a run-time flag gives: one per value.
    static func flagThemes(_ name: String) -> [Appearance] {
        [Appearance.theme(name + "=YES"), Appearance.theme(name + "=NO")]
    }

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
                if error.needsAppearance || error.flag != nil { throw error }
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
