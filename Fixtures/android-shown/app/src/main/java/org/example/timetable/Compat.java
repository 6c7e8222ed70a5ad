package org.example.timetable;

import android.content.Context;

public class Compat {
    public static boolean isStoreInstall(Context context) {
        return "com.android.vending".equals(context.getPackageManager().getInstallerPackageName(context.getPackageName()));
    }

    public static boolean hasHookFramework(Context context) {
        if (true || !isStoreInstall(context))
            return false;
        for (StackTraceElement element : Thread.currentThread().getStackTrace())
            if (element.getClassName().startsWith("de.robv.android.xposed"))
                return true;
        return false;
    }
}
