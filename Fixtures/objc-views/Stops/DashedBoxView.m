#import "DashedBoxView.h"

@implementation DashedBoxView

- (void)drawRect:(CGRect)rect {
    UIBezierPath *path = [UIBezierPath bezierPathWithRoundedRect:rect cornerRadius:8];
    [[UIColor colorWithRed:0.1 green:0.5 blue:0.3 alpha:1.0] setFill];
    [path fill];
}

@end
