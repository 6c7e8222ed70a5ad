package org.example.chat

import org.example.shared.AppThemes

class ChatThemes : AppThemes {
    override val mainTheme = R.style.Theme_Chat_DayNight
}
