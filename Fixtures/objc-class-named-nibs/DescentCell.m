#import "DescentCell.h"

@implementation DescentCell

@end
