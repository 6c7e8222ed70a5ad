import LegibleObjCSyntax

/// What the Objective-C code of a run declares that a color expression can reach: `#define`s (object-like and
/// function-like), class methods by class and selector (a category's under the class it extends:
/// `+[UIColor brandColor]` of `@implementation UIColor (Brand)`), C functions, and file-level constants with a value.
/// Built once per run from the parsed files (`ObjCSourceStore`); the first declaration of a name wins, in path order.
struct ObjCColorIndex {
    private(set) var defines: [String: ObjCDefine] = [:]
    /// `"UIColor brandColor"`, `"Theme colorForStyle:"` → the method with a body, and its file.
    private(set) var classMethods: [String: (method: ObjCMethod, path: String)] = [:]
    private(set) var functions: [String: (function: ObjCFunction, path: String)] = [:]
    private(set) var constants: [String: ObjCExpression] = [:]
    /// File-level variables that bodies assign, with the assignments (`ObjCStaticAssignments`).
    let statics: ObjCStaticAssignments

    init(files: [ObjCSourceFile]) {
        statics = ObjCStaticAssignments(files: files)
        for file in files.sorted(by: { $0.path < $1.path }) {
            for define in file.syntax.defines where defines[define.name] == nil { defines[define.name] = define }
            for c in file.syntax.classes where c.kind == .implementation {
                for method in c.methods where method.isClassMethod && method.body != nil {
                    let key = c.name + " " + method.selector
                    if classMethods[key] == nil { classMethods[key] = (method, file.path) }
                }
            }
            for function in file.syntax.functions where function.body != nil && functions[function.name] == nil {
                functions[function.name] = (function, file.path)
            }
            for variable in file.syntax.variables {
                if let value = variable.value, constants[variable.name] == nil { constants[variable.name] = value }
            }
        }
    }
}
