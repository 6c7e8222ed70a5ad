#import "ReaderTheme.h"

static UIColor *gQuoteColor;
static UIColor *gMetaColor;

@implementation ReaderTheme

+ (void)initialize {
    gQuoteColor = [UIColor systemTealColor];
    gMetaColor = [UIColor secondaryLabelColor];
}

+ (UIColor *)quoteColor {
    return gQuoteColor;
}

+ (UIColor *)metaColor {
    return gMetaColor;
}

+ (void)setMetaColor:(UIColor *)color {
    gMetaColor = color;
}

@end
