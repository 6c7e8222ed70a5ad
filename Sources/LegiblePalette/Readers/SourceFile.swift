import Foundation

/// Reading a file from disk with the limits every reader shares: a size cap (larger files are refused, not
/// loaded), and errors as diagnostics naming the file.
public enum SourceFile {
    /// Files above this size are an error: no palette file is anywhere near it, and reading it could exhaust memory.
    public static let maximumSize = 64 * 1024 * 1024

    /// The file's bytes, or a diagnostic saying why not.
    public static func read(_ path: String) -> Result<[UInt8], Diagnostic> {
        let location = SourceLocation(path: path, line: 0)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(.error(location, "no such file or directory"))
        }
        if isDirectory.boolValue { return .failure(.error(location, "is a directory, expected a file")) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(.error(location, "cannot open file (permission denied?)"))
        }
        defer { try? handle.close() }
        if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
           let size = attributes[.size] as? NSNumber, size.intValue > maximumSize {
            return .failure(.error(location, "file is \(size.intValue / (1024 * 1024)) MiB, over the \(maximumSize / (1024 * 1024)) MiB limit"))
        }
        do {
            // Read at most one byte past the limit, in case the size changed or was not reported.
            let data = try handle.read(upToCount: maximumSize + 1) ?? Data()
            if data.count > maximumSize {
                return .failure(.error(location, "file is over the \(maximumSize / (1024 * 1024)) MiB limit"))
            }
            return .success([UInt8](data))
        } catch {
            return .failure(.error(location, "cannot read file: \(error.localizedDescription)"))
        }
    }

    /// The file as UTF-8 text, or a diagnostic.
    public static func readText(_ path: String) -> Result<String, Diagnostic> {
        switch read(path) {
        case .failure(let d): return .failure(d)
        case .success(let bytes):
            var body = bytes[...]
            if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
            guard let text = String(validating: body, as: UTF8.self) else {
                return .failure(.error(SourceLocation(path: path, line: 0), "not valid UTF-8 text"))
            }
            return .success(text)
        }
    }

    /// The file parsed as JSON (line-tracking, depth-limited), or a diagnostic at the syntax error's line.
    public static func readJSON(_ path: String) -> Result<JSONNode, Diagnostic> {
        switch read(path) {
        case .failure(let d): return .failure(d)
        case .success(let bytes):
            do throws(JSONParser.SyntaxError) {
                return .success(try JSONParser.parse(bytes))
            } catch {
                return .failure(.error(SourceLocation(path: path, line: error.line), error.description))
            }
        }
    }
}
