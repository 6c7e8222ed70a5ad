package net.harbor.look

import androidx.annotation.StringRes
import androidx.annotation.StyleRes

/** A look the user can pick: its theme and its name in settings. */
class Look(@StyleRes val themeRes: Int, @StringRes val title: Int)
