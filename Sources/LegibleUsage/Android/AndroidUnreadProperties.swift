import Foundation
import LegibleJVMSyntax

/// Properties (Kotlin) and fields (Java) whose value no code reads: `private final static LayoutDescriptor CHECK_VIEW =
/// new LayoutDescriptor(R.layout.check_field)` kept from an older version, never used. A property's initializer runs,
/// but what it computes is used only where code reads the property; a layout named only there is inflated by nothing
/// (a layout is shown only when a reachable use of its name inflates or sets it: `AndroidCodeScan.unreadLayouts`).
///
/// A property is read when its name is written anywhere else: in its own file more than once (its declaration is one;
/// words in comments and strings count, so reflection by name keeps it), or in any other file of the app (as is, or as
/// the getter Java calls a Kotlin property by: `getRatingLayout()`; `isShown` is its own getter). An `override` is read
/// through the property it overrides, which has the same name.
enum AndroidUnreadProperties {
    /// The properties of `file` with an initializer that nothing reads, by the lines of their initializers, with each
    /// property's name and line. `elsewhere` says whether any other file of the app writes a word.
    static func initializers(in file: JVMFile, text: String, elsewhere: (String) -> Bool) -> [Int: (
        name: String, line: Int
    )] {
        var properties = file.members.properties
        for (type, _) in file.allTypes { properties += type.members.properties }
        let candidates = properties.filter { $0.initializer != nil && !$0.modifiers.contains("override") }
        guard !candidates.isEmpty else { return [:] }
        let counts = wordCounts(text, of: Set(candidates.map(\.name)))
        // Lines of code that runs by itself (a function's body): a property written on one of them is not told apart.
        var running = Set<Int>()
        for function in file.members.functions + file.allTypes.flatMap({ $0.type.members.functions }) {
            running.formUnion(JVMTreeWalk.allLines(function.body ?? []))
            running.insert(function.line)
        }
        var result: [Int: (name: String, line: Int)] = [:]
        for property in candidates {
            guard counts[property.name, default: 0] <= 1, let value = property.initializer, Self.storesOnly(value)
            else { continue }
            let getter = "get" + property.name.prefix(1).uppercased() + property.name.dropFirst()
            guard !elsewhere(property.name), !elsewhere(getter) else { continue }
            for line in JVMTreeWalk.allLines([JVMStatement(.expression(value), line: value.line)])
            where !running.contains(line) {
                result[line] = (property.name, property.line)
            }
        }
        return result
    }

    /// Whether a value only names a layout, without inflating it when it is computed: `R.layout.x`, or an app
    /// constructor given it (`new LayoutDescriptor(R.layout.x)`); not an inflation (`XBinding.inflate(…, this)`), a
    /// call of a function, or a lambda.
    static func storesOnly(_ value: JVMExpression) -> Bool {
        switch value.kind {
        case .member: return value.resourceReference?.kind == "layout"
        case .call(let callee, let arguments):
            guard case .name(let type) = callee.kind, type.first?.isUppercase == true, !type.hasSuffix("Binding") else {
                return false
            }
            return arguments.allSatisfy { storesOnly($0.value) || $0.value.resourceReference == nil }
                && arguments.contains { $0.value.resourceReference?.kind == "layout" }
        default: return false
        }
    }

    /// How many times each of `names` is written as a word of `text` (`[A-Za-z0-9_]` runs).
    static func wordCounts(_ text: String, of names: Set<String>) -> [String: Int] {
        var counts: [String: Int] = [:]
        var current: [UInt8] = []
        func flush() {
            if !current.isEmpty {
                let word = String(decoding: current, as: UTF8.self)
                if names.contains(word) { counts[word, default: 0] += 1 }
            }
            current.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            let isWord =
                (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == 0x5F
            if isWord { current.append(byte) } else { flush() }
        }
        flush()
        return counts
    }
}
