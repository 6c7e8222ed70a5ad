package org.orchard.pick.ui.dark;

import org.orchard.pick.ui.PickCropActivity;

public class PickCropActivityDark extends PickCropActivity {}
