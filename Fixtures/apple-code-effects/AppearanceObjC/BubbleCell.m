#import "BubbleCell.h"

@implementation BubbleCell
@end
