#import <UIKit/UIKit.h>

// Hex colors, the way the design team writes them.
#define LDRColorFromHex(hexValue) \
    [UIColor colorWithRed:((float)((hexValue & 0xFF0000) >> 16)) / 255.0 \
                    green:((float)((hexValue & 0x00FF00) >> 8)) / 255.0 \
                     blue:((float)(hexValue & 0x0000FF)) / 255.0 \
                    alpha:1.0]

#define kLDRMutedTextColor [[UIColor blackColor] colorWithAlphaComponent:0.6f]
