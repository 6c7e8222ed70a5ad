package org.example.launcher

import org.example.launcher.look.LookTweaks

/** Everything the desk screen is made of; each part gets the activity. */
class ScreenParts(desk: DeskActivity) {
    private val look = LookTweaks(desk)
}
