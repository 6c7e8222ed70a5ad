import Foundation
import LegiblePaletteModel
import LegibleJSON

/// Reading a file from disk with the limits every reader shares: a size cap (larger files are refused, not
/// loaded), and errors as diagnostics naming the file.
public enum SourceFile {
    /// Files above this size are an error: no palette file is anywhere near it, and reading it could exhaust memory.
    public static let maximumSize = 64 * 1024 * 1024

    /// The file's bytes, or a diagnostic saying why not. POSIX calls, not FileHandle: a catalog is hundreds of small
    /// files. Opened non-blocking and checked to be a regular file first, so a FIFO or a device cannot hang the run.
    public static func read(_ path: String) -> Result<[UInt8], Diagnostic> {
        ReadCounter.read(path)
        RunProgress.read(path)
        let location = SourceLocation(path: path, line: 0)
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: return .failure(.error(location, "no such file or directory"))
            case EACCES: return .failure(.error(location, "cannot open file: permission denied"))
            case ELOOP: return .failure(.error(location, "symlink loop"))
            default: return .failure(.error(location, "cannot open file: \(String(cString: strerror(errno)))"))
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            return .failure(.error(location, "cannot read file: \(String(cString: strerror(errno)))"))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(.error(location, "is a directory, expected a file"))
        default: return .failure(.error(location, "not a regular file"))
        }
        let size = Int(info.st_size)
        if size > maximumSize {
            return .failure(
                .error(
                    location, "file is \(size / (1024 * 1024)) MiB, over the \(maximumSize / (1024 * 1024)) MiB limit"))
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let n = bytes.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress! + filled, size - filled) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.error(location, "cannot read file: \(String(cString: strerror(errno)))"))
            }
            if n == 0 { break } // the file shrank while being read
            filled += n
        }
        bytes.removeLast(size - filled)
        return .success(bytes)
    }

    /// What `missingReason` says of a symbolic link whose target does not exist.
    public static let brokenLinkReason = "broken symbolic link"

    /// Why `path` cannot be found, in the words a user needs: a symlink loop (stat's ELOOP), a symbolic link to
    /// nothing, or nothing at all.
    public static func missingReason(_ path: String) -> String {
        var info = stat()
        if stat(path, &info) != 0 && errno == ELOOP { return "symlink loop" }
        if lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK { return brokenLinkReason }
        return "no such file or directory"
    }

    /// The file as UTF-8 text, or a diagnostic.
    public static func readText(_ path: String) -> Result<String, Diagnostic> {
        readText(path, decoding: .utf8).map(\.text)
    }

    /// The file as text decoded as `decoding` says, with a warning when it was not UTF-8 and was read another way,
    /// or a diagnostic when it cannot be read.
    public static func readText(_ path: String, decoding: TextDecoding) -> Result<DecodedText, Diagnostic> {
        switch read(path) {
        case .failure(let d): return .failure(d)
        case .success(let bytes):
            var body = bytes[...]
            if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
            if let text = String(validating: body, as: UTF8.self) { return .success(DecodedText(text: text)) }
            let location = SourceLocation(path: path, line: 0)
            switch decoding {
            case .utf8: return .failure(.error(location, "not valid UTF-8 text"))
            case .utf8OrLatin1:
                // ISO 8859-1 maps each byte to the code point of the same value, so every file decodes.
                var text = ""
                text.unicodeScalars.append(contentsOf: body.map { Unicode.Scalar($0) })
                return .success(
                    DecodedText(
                        text: text,
                        warning: .warning(
                            location,
                            "not valid UTF-8 text: read as ISO Latin-1, as the compiler accepts such bytes in comments "
                                + "and strings (text in its string literals may read wrong; save the file as UTF-8)")))
            }
        }
    }

    /// How a source file's bytes become text.
    public enum TextDecoding: Sendable {
        /// UTF-8 only: anything else is an error (Swift, Kotlin and Java, whose compilers read UTF-8).
        case utf8
        /// UTF-8, else ISO Latin-1 with a warning: C-family sources (Objective-C and C headers), which Clang compiles
        /// with any bytes in comments and string literals, and which older projects saved in Latin-1 or Mac Roman.
        case utf8OrLatin1
    }

    /// A file's text, and the warning its decoding gave (read in another encoding than UTF-8), if any.
    public struct DecodedText: Sendable {
        public let text: String
        public var warning: Diagnostic? = nil
    }

    /// The file parsed as JSON (line-tracking, depth-limited) with its path, or a diagnostic at the syntax error's
    /// line.
    public static func readJSON(_ path: String) -> Result<JSONDocument, Diagnostic> {
        switch read(path) {
        case .failure(let d): return .failure(d)
        case .success(let bytes):
            do throws(JSONParser.SyntaxError) {
                return .success(JSONDocument(path: path, root: try JSONParser.parse(bytes)))
            } catch {
                return .failure(.error(SourceLocation(path: path, line: error.line), error.description))
            }
        }
    }
}

extension SourceFile {
    /// `read` of each path, in order, split into the values read and a diagnostic for each path that could not be
    /// read (the `files(_:)` of the run's read-once stores of Swift and of Kotlin/Java sources).
    public static func collect<Value>(_ paths: [String], _ read: (String) -> Result<Value, Diagnostic>) -> (
        files: [Value], diagnostics: [Diagnostic]
    ) {
        var values: [Value] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            switch read(path) {
            case .success(let value): values.append(value)
            case .failure(let d): diagnostics.append(d)
            }
        }
        return (values, diagnostics)
    }
}
