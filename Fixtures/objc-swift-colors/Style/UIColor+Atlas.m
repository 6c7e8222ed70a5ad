#import "UIColor+Atlas.h"

@implementation UIColor (Atlas)

+ (UIColor *)atlasInkColor {
    return [UIColor colorWithRed:20.0 / 255.0 green:33.0 / 255.0 blue:61.0 / 255.0 alpha:1.0];
}

+ (UIColor *)atlasMutedColor {
    if (@available(iOS 13.0, *)) {
        return [UIColor secondaryLabelColor];
    }
    return [UIColor grayColor];
}

+ (UIColor *)atlasUserColor {
    NSData *data = [[NSUserDefaults standardUserDefaults] dataForKey:@"atlas.userColor"];
    return [NSKeyedUnarchiver unarchiveObjectWithData:data];
}

@end
