package org.example.mail

import org.example.shared.AppThemes

class MailThemes : AppThemes {
    override val mainTheme = R.style.Theme_Mail_DayNight
}
