#import <Cocoa/Cocoa.h>
#import "Layout.h"

@implementation Layout

+ (NSString *)variantOf:(NSString *)name {
    if ([NSApp userInterfaceLayoutDirection] == NSUserInterfaceLayoutDirectionRightToLeft) {
        return [name stringByAppendingString:@"-RTL"];
    }
    return name;
}

@end
