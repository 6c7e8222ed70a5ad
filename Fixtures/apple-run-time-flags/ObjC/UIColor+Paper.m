#import "UIColor+Paper.h"

// Read on every draw, so the setting is kept in a file-level switch rather than read from the defaults each time.
static BOOL GLUsePaperColors;

@implementation UIColor (Paper)

+ (void)usePaperColors:(BOOL)usePaper
{
    GLUsePaperColors = usePaper;
}

+ (UIColor *)pageTextColor
{
    return GLUsePaperColors ? [UIColor colorWithRed:0.2 green:0.2 blue:0.2 alpha:1.0]
                            : [UIColor colorWithRed:0.8 green:0.8 blue:0.8 alpha:1.0];
}

+ (UIColor *)pageBackgroundColor
{
    return GLUsePaperColors ? [UIColor colorWithRed:0.98 green:0.96 blue:0.88 alpha:1.0] : [UIColor blackColor];
}

@end
