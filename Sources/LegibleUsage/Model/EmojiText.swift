/// Text made of emoji only (`"🔥"`, `"👍🏽"`, `"🇫🇷"`): emoji are drawn as color glyphs in their own colors, not in
/// the text color, so a text-color pair says nothing about what the user sees (Unicode Technical Standard #51,
/// `Emoji_Presentation`; a `VS16` selector or a modifier turns a text-style character into emoji).
enum EmojiText {
    static func isEmojiOnly(_ text: String) -> Bool {
        let visible = text.filter { !$0.isWhitespace }
        return !visible.isEmpty
            && visible.allSatisfy { character in
                let scalars = character.unicodeScalars
                return scalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
                    && scalars.allSatisfy { $0.properties.isEmoji || $0.properties.isJoinControl || $0.value == 0xFE0F }
            }
    }

    static let review = ReviewReason(
        .customDrawing, "the text is emoji, drawn as color glyphs in their own colors, not in the text color")
}
