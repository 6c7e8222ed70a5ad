import Testing
@testable import LegiblePalette

/// `CSSSelectorContext.words` reads ASCII selectors byte by byte; the words must be the ones the Character path
/// (`isLetter || isNumber`, lower-cased) gives.
@Suite("CSS selector words: the ASCII path agrees with the Character path")
struct CSSSelectorWordsTests {
    static func characterPath(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber) }.map { $0.lowercased() }
    }

    @Test func randomASCIIAgrees() {
        var state: UInt64 = 0xC55
        let alphabet = Array("aZ09-_:.#[]=\"' >+~()@\\|\t\n{}Hc-dark-HC".utf8)
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<Int(state >> 58) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(
                    state >> 63 == 0
                        ? alphabet[Int(state >> 33) % alphabet.count] : UInt8(truncatingIfNeeded: state >> 40) & 0x7F)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(CSSSelectorContext.words(text) == Self.characterPath(text), "\(bytes)")
        }
        #expect(
            CSSSelectorContext.words(#"[data-theme="Dark-HC"] .Card2"#) == ["data", "theme", "dark", "hc", "card2"])
        // not ASCII: the Character path
        #expect(CSSSelectorContext.words("[data-thème=\"sombre\"]") == ["data", "thème", "sombre"])
    }
}
