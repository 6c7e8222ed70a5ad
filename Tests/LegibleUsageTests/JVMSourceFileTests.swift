import Foundation
import LegibleFiles
import LegibleJVMSyntax
import Testing

@testable import LegibleUsage

/// A Kotlin or Java file of the run is lexed once: the store keeps, beside the tree, what `AndroidCodeScan` reads on
/// the tokens (the names the code writes, the layouts its tokens name), taken from the tokens the parser read.
@Suite struct JVMSourceFileTests {
    @Test func namesAndLayoutMentionsComeFromTheParsedTokens() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jvm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("DonateDialog.java").path
        let java = """
            // R.layout.in_a_comment and CommentRowBinding are no code
            class DonateDialog extends DialogFragment {
                View create(LayoutInflater inflater) {
                    String s = "R.layout.in_a_string";
                    DialogDonateBinding binding = DialogDonateBinding.inflate(inflater);
                    return inflater.inflate(R.layout.dialog_thanks, null);
                }
                int platform() { return android.R.layout.simple_list_item_1; }
            }
            """
        try java.write(toFile: path, atomically: true, encoding: .utf8)
        let store = JVMSourceStore()
        let file = try store.file(path).get()
        #expect(file.syntax.language == .java)
        #expect(file.syntax.types.map(\.name) == ["DonateDialog"])
        #expect(file.layoutMentions.map(\.0) == ["dialog_donate", "dialog_donate", "dialog_thanks"])
        #expect(file.layoutMentions.map(\.1) == [5, 5, 6])
        // The same as lexing the text again.
        let tokens = JVMLexer.tokenize(java, language: .java).tokens
        #expect(file.identifiers == Set(tokens.filter { $0.kind == .identifier }.map(\.text)))
        #expect(file.identifiers.contains("DialogDonateBinding"))
        #expect(!file.identifiers.contains("CommentRowBinding"))
        #expect(!file.identifiers.contains("in_a_string"))
    }
}
